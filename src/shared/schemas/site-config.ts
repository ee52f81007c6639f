import { z } from 'zod';

/** The networks the footer can link to (SOCIAL_LINKS names them; the client draws their icons). */
export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'youtube', 'x'] as const;
export type SocialNetwork = (typeof SOCIAL_NETWORKS)[number];

/** One of the shop's social accounts: its network and its page (an https URL). */
export const socialLinkSchema = z.object({ network: z.enum(SOCIAL_NETWORKS), url: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/**
 * What the browser may know about the server's settings, and nothing more. The demo admin's
 * credentials are present only in demo mode, so reviewers can try the admin pages.
 */
export const siteConfigSchema = z.object({
  demoMode: z.boolean(),
  demoAdmin: z.object({ email: z.string(), password: z.string() }).nullable(),
  /** Leaflet tile template with `{z}`, `{x}`, `{y}` (MAP_TILE_URL). */
  mapTileUrl: z.string(),
  /** The shop's social accounts, in the order SOCIAL_LINKS lists them; empty: the footer shows none. */
  socialLinks: z.array(socialLinkSchema),
});
