import { ensureFirstAdmin } from './features/3-accounts/accounts/first-admin';
import { retireDemoLogins } from './features/8-demo/demo/retire-demo-logins';
import { seedDemoData } from './features/8-demo/demo/seed-demo-data';
import type { AppServices } from './services';

/**
 * Data the shop needs before it serves: the first admin from ADMIN_EMAIL/ADMIN_PASSWORD and, in
 * demo mode, the demo catalogue; out of demo mode the demo logins are retired. Each step is
 * idempotent, so every start may run it.
 */
export async function bootstrapData(services: AppServices): Promise<void> {
  await ensureFirstAdmin(services);
  if (services.config.demoMode) await seedDemoData(services.db);
  else await retireDemoLogins(services.db);
}
