import { createHash, randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type Sharp from 'sharp';
import { UPLOAD_WIDTHS, uploadedImageName, uploadedImageUrl } from '../../../../shared/uploaded-image';
import { AppError } from '../../../errors/app-error';
import { imageTypeOf } from './image-type';

export const MAX_UPLOAD_PIXELS = 40_000_000;

const UNREADABLE = 'The image could not be read';

// libvips costs about 28 MB of memory once loaded: only an instance that receives an upload pays it.
let loadedSharp: Promise<{ default: typeof Sharp }> | undefined;
const loadSharp = async () => (await (loadedSharp ??= import('sharp'))).default;

export interface StoredImage {
  url: string;
  /** The original's size and format, for the audit log. */
  width: number;
  height: number;
  format: string;
  bytes: number;
}

/**
 * Checks an uploaded file and stores it as WebP at every width of UPLOAD_WIDTHS (never
 * upscaled: a small original keeps its size under every name), named by the original's content
 * hash, metadata stripped (EXIF, ICC, XMP: sharp writes none unless told; the orientation is
 * applied first). Nothing is written unless every width was made.
 *
 * Errors: 415 not PNG, JPEG or WebP by content; 413 more than MAX_UPLOAD_PIXELS, judged from
 * the header before anything is decoded (a decompression bomb); 400 a file that does not decode.
 */
export async function storeImage(uploadDir: string, bytes: Buffer): Promise<StoredImage> {
  const type = imageTypeOf(bytes);
  if (!type) throw new AppError('unsupported-type', 'Upload a PNG, JPEG or WebP image', { image: ['Upload a PNG, JPEG or WebP image'] });

  const sharp = await loadSharp();
  // metadata() reads only the header; the pixel limit also guards the decoding below.
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!header || header.format !== type || !header.width || !header.height) throw new AppError('invalid', UNREADABLE, { image: [UNREADABLE] });
  if (header.width * header.height > MAX_UPLOAD_PIXELS) {
    const message = `Images may have at most ${MAX_UPLOAD_PIXELS / 1_000_000} megapixels`;
    throw new AppError('too-large', message, { image: [message] });
  }

  const original = sharp(bytes, { limitInputPixels: MAX_UPLOAD_PIXELS, failOn: 'error' }).autoOrient();
  const variants = await Promise.all(
    UPLOAD_WIDTHS.map(async (width) => ({
      width,
      data: await original.clone().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer(),
    })),
  ).catch(() => {
    throw new AppError('invalid', UNREADABLE, { image: [UNREADABLE] });
  });

  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 32);
  await fs.mkdir(uploadDir, { recursive: true });
  // Each file appears whole or not at all (rename is atomic); the same image twice is the same files.
  await Promise.all(
    variants.map(async ({ width, data }) => {
      const temporary = path.join(uploadDir, `.${randomUUID()}.tmp`);
      await fs.writeFile(temporary, data);
      await fs.rename(temporary, path.join(uploadDir, uploadedImageName(hash, width)));
    }),
  );
  return { url: uploadedImageUrl(hash), width: header.width, height: header.height, format: type, bytes: bytes.length };
}

/** Whether an uploaded image URL names files we hold (a product may only show those). */
export async function isStoredImage(uploadDir: string, hash: string): Promise<boolean> {
  const files = UPLOAD_WIDTHS.map((width) => path.join(uploadDir, uploadedImageName(hash, width)));
  const found = await Promise.all(files.map((file) => fs.access(file).then(() => true, () => false)));
  return found.every(Boolean);
}
