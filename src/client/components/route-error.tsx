import { useRouter } from '@tanstack/react-router';
import { isChunkLoadFailure } from '../lib/server-errors';
import { ErrorNotice } from './error-notice';

/**
 * What a page shows in its place when it fails to load or render, inside the layout: what failed,
 * in words (never the error's own text), and a way on. A page whose code did not download is
 * reloaded (the router remembers the failed download until then); anything else loads again.
 */
export function RouteError({ error, reset }: { error: unknown; reset?: () => void }) {
  const router = useRouter();
  const downloadFailed = isChunkLoadFailure(error);
  function retry() {
    if (downloadFailed) return window.location.reload();
    reset?.();
    void router.invalidate();
  }
  return <ErrorNotice title="We couldn't load this page." heading error={error} onRetry={retry} retryLabel={downloadFailed ? 'Reload the page' : 'Retry'} />;
}
