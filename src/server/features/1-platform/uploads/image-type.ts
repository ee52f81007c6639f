/** The image formats we accept, named as sharp names them. */
export type ImageType = 'png' | 'jpeg' | 'webp';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * What a file is, from its first bytes (its magic number), whatever its name or Content-Type
 * claim; null for anything but PNG, JPEG and WebP.
 *
 * @example
 * imageTypeOf(Buffer.from('89504e470d0a1a0a', 'hex')); // 'png'
 * imageTypeOf(Buffer.from('hello, I am a .png')); // null
 */
export function imageTypeOf(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, PNG)) return 'png';
  if (startsWith(bytes, JPEG)) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}
