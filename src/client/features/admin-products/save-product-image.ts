import { toast } from 'sonner';
import { uploadImage } from './upload-image';

/**
 * Uploads a chosen image with the 'Uploading' toast (info) shown while it runs; answers its URL,
 * or undefined when no file was chosen (an update keeping its image).
 */
export async function saveProductImage(file: File | undefined): Promise<string | undefined> {
  if (!file) return undefined;
  const uploading = toast.info('Uploading');
  try {
    return await uploadImage(file);
  } finally {
    toast.dismiss(uploading);
  }
}
