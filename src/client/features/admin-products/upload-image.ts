/**
 * Sends one image to `POST /api/uploads` (a plain route, not tRPC: it takes multipart) and
 * answers the stored image's URL. A refusal (415, 413, 400) becomes an Error with the server's
 * message; the session cookie and the page's Origin go along as with every same-site request.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const response = await fetch('/api/uploads', { method: 'POST', body, credentials: 'same-origin' });
  const answer = (await response.json().catch(() => null)) as { success?: boolean; data?: { url?: string }; message?: string } | null;
  if (!response.ok || !answer?.success || !answer.data?.url) {
    throw new Error(answer?.message ?? 'The image could not be uploaded. Please try again.');
  }
  return answer.data.url;
}
