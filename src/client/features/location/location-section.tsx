import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '../../components/error-boundary';
import { ErrorNotice } from '../../components/error-notice';
import { Loader } from '../../components/loader';
import { PageSection } from '../../components/page-section';
import { useHydrated } from '../../lib/hydration-safe';
import { useSiteConfig } from '../../lib/use-site-config';
import { SHOP_ADDRESS, SHOP_NAME } from './shop-location';
import styles from './location-section.module.css';

const LocationMap = lazy(() => import('./location-map'));

/** "Our Location": the map, with its tile URL from the server's settings (MAP_TILE_URL). */
export function LocationSection() {
  const config = useSiteConfig();
  // The layout's footer asks for the settings too: hydrated after the first paint, this section may
  // find them already there, where the server's markup shows them loading.
  const hydrated = useHydrated();
  return (
    <PageSection id="location" eyebrow="Visit the yard" title="Our Location" lead={`${SHOP_NAME}, ${SHOP_ADDRESS}: find the yard and its trade counter on the map.`}>
      {config.isPending || !hydrated ? (
        <div className={styles.placeholder}>
          <Loader label="Loading the map" />
        </div>
      ) : config.isError ? (
        <ErrorNotice title="We couldn't load the map." error={config.error} onRetry={() => void config.refetch()} retrying={config.isFetching} />
      ) : (
        <ErrorBoundary fallback={(error) => <ErrorNotice title="We couldn't load the map." error={error} onRetry={() => window.location.reload()} retryLabel="Reload the page" />}>
          <Suspense
            fallback={
              <div className={styles.placeholder}>
                <Loader label="Loading the map" />
              </div>
            }
          >
            <LocationMap tileUrl={config.data.mapTileUrl} />
          </Suspense>
        </ErrorBoundary>
      )}
    </PageSection>
  );
}
