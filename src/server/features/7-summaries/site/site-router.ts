import { z } from 'zod';
import { siteConfigSchema } from '../../../../shared/schemas/site-config';
import { publicProcedure, router } from '../../../trpc/trpc';
import { DEMO_ADMIN } from '../../3-accounts/accounts/demo-accounts';

export const siteRouter = router({
  config: publicProcedure
    .meta({ cache: 'public', openapi: { method: 'GET', path: '/site-config', tags: ['site'], summary: 'Public settings the web client needs' } })
    .input(z.void())
    .output(siteConfigSchema)
    .query(({ ctx }) => ({
      demoMode: ctx.config.demoMode,
      // Only in demo mode: elsewhere these credentials must not be advertised (or exist).
      demoAdmin: ctx.config.demoMode ? { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password } : null,
      mapTileUrl: ctx.config.mapTileUrl,
      socialLinks: ctx.config.socialLinks,
    })),
});
