import { toast } from 'sonner';
import type { FormImage } from './product-images-field';
import { uploadImage } from './upload-image';

/**
 * The form's images as stored URLs, in the same order: the chosen files are uploaded one after
 * another (the server checks each), with the 'Uploading' toast (info) shown while they go; stored
 * images stay as they are. The first refusal stops it, with the server's message.
 */
export async function saveProductImages(images: readonly FormImage[]): Promise<string[]> {
  if (images.every((image) => typeof image === 'string')) return [...images] as string[];
  const uploading = toast.info('Uploading');
  try {
    const urls: string[] = [];
    for (const image of images) urls.push(typeof image === 'string' ? image : await uploadImage(image));
    return urls;
  } finally {
    toast.dismiss(uploading);
  }
}
