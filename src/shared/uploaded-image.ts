/**
 * How an uploaded product image is named (docs/decisions/061): one WebP per width in
 * UPLOAD_WIDTHS, `/uploads/<content hash>-<width>.webp`. The API stores and answers the
 * default width's URL; the client derives the other widths' URLs from it for `srcset`.
 */
export const UPLOAD_WIDTHS = [320, 640, 1280] as const;
export const DEFAULT_UPLOAD_WIDTH = 640;
export const UPLOADS_PATH = '/uploads';
/** The largest file the upload takes (5 MB), and the formats it recognises by content. */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const UPLOAD_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** 32 hex digits of the image's SHA-256: unique enough, short enough for a URL. */
const UPLOADED_IMAGE = /^\/uploads\/([0-9a-f]{32})-(320|640|1280)\.webp$/;

/** The file name of one width of an uploaded image. */
export function uploadedImageName(hash: string, width: number): string {
  return `${hash}-${width}.webp`;
}

/** The URL the API answers and stores for an uploaded image (its default width). */
export function uploadedImageUrl(hash: string): string {
  return `${UPLOADS_PATH}/${uploadedImageName(hash, DEFAULT_UPLOAD_WIDTH)}`;
}

/**
 * The content hash of one of our upload URLs, or null for anything else.
 *
 * @example
 * uploadedImageHash('/uploads/0123456789abcdef0123456789abcdef-640.webp'); // '0123456789abcdef0123456789abcdef'
 * uploadedImageHash('https://i.example.com/x.png'); // null
 */
export function uploadedImageHash(url: string): string | null {
  return UPLOADED_IMAGE.exec(url)?.[1] ?? null;
}

/**
 * `srcset` for an image URL: every stored width of an uploaded image, or undefined for other
 * images (the demo illustrations are SVGs and scale by themselves).
 *
 * @example
 * uploadedImageSrcSet('/uploads/0123456789abcdef0123456789abcdef-640.webp');
 * // '/uploads/0123…cdef-320.webp 320w, /uploads/0123…cdef-640.webp 640w, /uploads/0123…cdef-1280.webp 1280w'
 * uploadedImageSrcSet('/images/products/loppers.svg'); // undefined
 */
export function uploadedImageSrcSet(url: string): string | undefined {
  const hash = uploadedImageHash(url);
  if (!hash) return undefined;
  return UPLOAD_WIDTHS.map((width) => `${UPLOADS_PATH}/${uploadedImageName(hash, width)} ${width}w`).join(', ');
}
