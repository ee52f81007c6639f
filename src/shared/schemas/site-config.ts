import { z } from 'zod';

/**
 * What the browser may know about the server's settings, and nothing more. The demo admin's
 * credentials are present only in demo mode, so reviewers can try the admin pages.
 */
export const siteConfigSchema = z.object({
  demoMode: z.boolean(),
  demoAdmin: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** Leaflet tile template with `{z}`, `{x}`, `{y}` (MAP_TILE_URL). */
  mapTileUrl: z.string(),
});
