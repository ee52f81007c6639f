import path from 'node:path';
import { z } from 'zod';
import { isCountryCode } from '../shared/countries';
import { parseSocialLinks } from './social-links';
import { parseTrustProxy } from './trust-proxy';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));
const optionalText = z.string().trim().min(1).optional();
const url = z.url({ protocol: /^https?$/ });
const positiveInt = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
/** `Name <address>` or a bare address, on one line (it becomes a header). */
const mailbox = z
  .string()
  .trim()
  .regex(/^(?:[^<>\r\n]*<[^<>\s]+>|[^<>\s]+)$/, 'must be an address or "Name <address>"')
  .refine((value) => z.email().safeParse(value.match(/<([^<>]+)>$/)?.[1] ?? value).success, 'must contain a valid e-mail address');

/**
 * The reminder stages of INVOICE_REMINDER_DAYS: days from an on-account invoice's due date,
 * negative before it, comma-separated, each -60 to 365, at most 10, in ascending order once read
 * (duplicates dropped). `none` turns the reminders off.
 *
 * @example parseReminderDays('-3,0,7,30') // { days: [-3, 0, 7, 30] }
 * @example parseReminderDays('30, 7') // { days: [7, 30] }
 * @example parseReminderDays('none') // { days: [] }
 * @example parseReminderDays('7,soon') // { error: '"soon" is not a whole number of days ...' }
 */
export function parseReminderDays(value: string): { days: number[] } | { error: string } {
  if (value.trim().toLowerCase() === 'none') return { days: [] };
  const days = new Set<number>();
  for (const part of value.split(',').map((text) => text.trim())) {
    if (!/^[-+]?\d+$/.test(part)) return { error: `"${part}" is not a whole number of days from the due date (e.g. -3,0,7,30; none for no reminders)` };
    const day = Number(part);
    if (day < -60 || day > 365) return { error: `${day} must be between -60 (days before the due date) and 365 (days after)` };
    days.add(day);
  }
  if (days.size > 10) return { error: 'at most 10 stages' };
  return { days: [...days].sort((a, b) => a - b) };
}

/** Every setting the server reads, all from the environment (README: Configuration). */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    PUBLIC_URL: url.optional(),
    DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
    DATA_DIR: z.string().min(1).default('.data'),
    UPLOAD_DIR: z.string().min(1).optional(),
    DEMO_MODE: flag.optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
    STRIPE_SECRET_KEY: z.string().startsWith('sk_').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().startsWith('pk_').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().startsWith('whsec_').optional(),
    PAYMENTS: z.enum(['stripe', 'test']).optional(),
    ORDER_HOLD_HOURS: z.coerce.number().positive('must be more than 0').max(24 * 365, 'must be at most a year (8760)').default(48),
    MAX_OPEN_UNPAID_ORDERS: z.coerce.number().int('must be a whole number').min(1).max(1_000_000).default(10),
    ON_ACCOUNT_OVERDUE_DAYS: z.coerce.number().int('must be a whole number').min(0).max(365).default(30),
    UNVERIFIED_ORDER_HOLD_MINUTES: z.coerce.number().int('must be a whole number').min(1).max(7 * 24 * 60, 'must be at most a week (10080)').default(30),
    UNVERIFIED_MAX_HELD_UNITS: z.coerce.number().int('must be a whole number').min(1).max(1_000_000_000).default(100),
    // Replaced by UNVERIFIED_MAX_HELD_UNITS (issue 34): read only to refuse it, so a shop that set it learns its cap changed meaning.
    UNVERIFIED_MAX_ORDER_UNITS: z.string().optional(),
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    MAP_TILE_URL: z.string().min(1).default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
    SOCIAL_LINKS: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseSocialLinks(value);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value);
        if (typeof parsed === 'object' && 'error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    RATE_LIMIT_PER_MINUTE: positiveInt(1200),
    RESPONSE_CACHE_MB: z.coerce.number().int().min(1).max(4096).default(16),
    AUTH_RATE_LIMIT_PER_IP: positiveInt(30),
    AUTH_RATE_LIMIT_PER_EMAIL: positiveInt(10),
    AUTH_RATE_LIMIT_WINDOW_SECONDS: positiveInt(60),
    SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be smtp://user:pass@host:587 or smtps://...' }).optional(),
    MAIL_FROM: mailbox.optional(),
    SHOP_EMAIL: z.email().optional(),
    SELLER_NAME: z.string().trim().min(1).max(200).optional(),
    SELLER_ADDRESS: z.string().trim().min(1).max(500).optional(),
    SELLER_TAX_ID: z.string().trim().min(1).max(100).optional(),
    SELLER_COUNTRY: z
      .string()
      .trim()
      .refine(isCountryCode, 'must be an ISO 3166-1 alpha-2 code in upper case, like US or GB')
      .default('US'),
    PRICES_INCLUDE_TAX: flag.default(false),
    TAX_ID_CHECK: z.enum(['offline', 'vies']).default('offline'),
    INVOICE_REMINDER_DAYS: z
      .string()
      .default('-3,0,7,30')
      .transform((value, ctx) => {
        const parsed = parseReminderDays(value);
        if ('error' in parsed) {
          ctx.addIssue({ code: 'custom', message: parsed.error });
          return z.NEVER;
        }
        return parsed.days;
      }),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      const missing = env.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when the other admin variable is set' });
    }
    const payments = env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test');
    if (payments === 'stripe' && !env.STRIPE_SECRET_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required when PAYMENTS=stripe' });
    }
    if (payments === 'stripe' && !env.STRIPE_PUBLISHABLE_KEY) {
      ctx.addIssue({ code: 'custom', path: ['STRIPE_PUBLISHABLE_KEY'], message: 'is required when PAYMENTS=stripe' });
    }
    if (env.UNVERIFIED_MAX_ORDER_UNITS !== undefined) {
      ctx.addIssue({
        code: 'custom',
        path: ['UNVERIFIED_MAX_ORDER_UNITS'],
        message: 'was replaced by UNVERIFIED_MAX_HELD_UNITS (the most units an unverified account holds at once across its unpaid orders, default 100)',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
    // The test gateway marks an order paid for card 4242...: goods for free. Production runs it
    // only for a demo shop that says so twice, never by a default or beside real Stripe keys.
    if (env.NODE_ENV === 'production' && payments === 'test') {
      if (!env.PAYMENTS) {
        ctx.addIssue({ code: 'custom', path: ['STRIPE_SECRET_KEY'], message: 'is required in production (or PAYMENTS=test with DEMO_MODE=true for a demo shop)' });
      } else if (env.STRIPE_SECRET_KEY) {
        ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: 'is test while STRIPE_SECRET_KEY is set: remove PAYMENTS to take real payments' });
      } else if (env.DEMO_MODE !== true) {
        ctx.addIssue({ code: 'custom', path: ['PAYMENTS'], message: 'test accepts test cards as payment: production allows it only with DEMO_MODE=true' });
      }
    }
    // An invoice names who sells: a real shop's, never a made-up default (a demo shop keeps the example seller).
    if (env.NODE_ENV === 'production' && env.DEMO_MODE !== true) {
      for (const name of ['SELLER_NAME', 'SELLER_ADDRESS'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'is required in production: invoices name the seller (or DEMO_MODE=true for a demo shop)' });
      }
    }
  });

export type Config = ReturnType<typeof toConfig>;

/**
 * Fixed-window limits on failed credential checks and sign-ups (sign-in, sign-up, token):
 * generous for people, tight for password guessing.
 */
export interface RateLimits {
  windowMs: number;
  /** Attempts per window for one e-mail address; past it only IPs that have not been failing are still checked (docs/decisions/013). */
  perEmail: number;
  /** Attempts per window from one client IP (an IPv6 client by its /64), whichever e-mails it tries. */
  perIp: number;
}

/** Where the Stripe SDK sends its requests; tests point it at a loopback fake of Stripe's API. */
export interface StripeApiAddress {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

function toConfig(env: z.infer<typeof envSchema>) {
  const dataDir = path.resolve(env.DATA_DIR);
  const embeddedDatabase = !env.DATABASE_URL;
  const port = env.PORT;
  const production = env.NODE_ENV === 'production';
  return {
    env: env.NODE_ENV,
    production,
    port,
    host: env.HOST,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    databaseUrl: env.DATABASE_URL,
    embeddedDatabase,
    dataDir,
    /** Uploaded product images (UPLOAD_DIR, default `$DATA_DIR/uploads`). */
    uploadDir: env.UPLOAD_DIR ? path.resolve(env.UPLOAD_DIR) : path.join(dataDir, 'uploads'),
    // Demo mode publishes a working admin password: production has it only when asked for.
    demoMode: env.DEMO_MODE ?? (embeddedDatabase && !production),
    admin: env.ADMIN_EMAIL && env.ADMIN_PASSWORD ? { email: env.ADMIN_EMAIL.toLowerCase(), password: env.ADMIN_PASSWORD } : undefined,
    payments: {
      gateway: env.PAYMENTS ?? (env.STRIPE_SECRET_KEY ? 'stripe' : 'test'),
      stripeSecretKey: env.STRIPE_SECRET_KEY,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET,
      /** Stripe's own API unless a test says otherwise (set in code, never from the environment). */
      stripeApi: undefined as StripeApiAddress | undefined,
      /** Unpaid orders expire after this long (ORDER_HOLD_HOURS, in ms). */
      orderHoldMs: Math.round(env.ORDER_HOLD_HOURS * 60 * 60 * 1000),
      /** Unpaid orders one customer may hold at once (MAX_OPEN_UNPAID_ORDERS). */
      maxOpenUnpaidOrders: env.MAX_OPEN_UNPAID_ORDERS,
      /** How long an order of an account with an unproven e-mail is held unpaid (UNVERIFIED_ORDER_HOLD_MINUTES, in ms; docs/decisions/043). */
      unverifiedOrderHoldMs: env.UNVERIFIED_ORDER_HOLD_MINUTES * 60 * 1000,
      /** The most units an unverified account holds at once across its unpaid orders, the new one included (UNVERIFIED_MAX_HELD_UNITS). */
      unverifiedMaxHeldUnits: env.UNVERIFIED_MAX_HELD_UNITS,
      /** A company with an on-account invoice more than this many days overdue may not buy on account (ON_ACCOUNT_OVERDUE_DAYS, issue 40). */
      onAccountOverdueDays: env.ON_ACCOUNT_OVERDUE_DAYS,
    },
    oauth: {
      google: env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } : undefined,
      github: env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET ? { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } : undefined,
    },
    rateLimits: {
      windowMs: env.AUTH_RATE_LIMIT_WINDOW_SECONDS * 1000,
      perEmail: env.AUTH_RATE_LIMIT_PER_EMAIL,
      perIp: env.AUTH_RATE_LIMIT_PER_IP,
    } satisfies RateLimits,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? 'Toolyard <no-reply@localhost>',
      /** Where contact messages are mailed (SHOP_EMAIL); unset: the dev mailbox, where there is one. */
      shopEmail: env.SHOP_EMAIL?.toLowerCase(),
    },
    /** Who sells, as invoices and credit notes name them (SELLER_NAME, SELLER_ADDRESS, SELLER_TAX_ID); an example seller where production does not require them. */
    seller: {
      name: env.SELLER_NAME ?? 'Toolyard Supply Co.',
      address: env.SELLER_ADDRESS ?? '1 Example Road, Springfield',
      taxId: env.SELLER_TAX_ID ?? null,
      /** Where the shop is (SELLER_COUNTRY): a free-text delivery address counts as this country for shipping and tax. */
      country: env.SELLER_COUNTRY,
    },
    /** Prices (and shipping rates) are entered with tax included (PRICES_INCLUDE_TAX); the B2B default is without. */
    pricesIncludeTax: env.PRICES_INCLUDE_TAX,
    /**
     * When an unpaid on-account invoice's company admins are reminded (INVOICE_REMINDER_DAYS):
     * days from its due date, ascending, negative before it; empty: never (invoices/reminders).
     */
    invoiceReminderDays: env.INVOICE_REMINDER_DAYS as readonly number[],
    /** How marking a company reverse charge checks its VAT id beyond its shape (TAX_ID_CHECK): `vies` asks the EU's VIES, `offline` the shape alone. */
    taxIdCheck: env.TAX_ID_CHECK,
    trustProxy: env.TRUST_PROXY,
    /** Requests per minute from one client IP to one instance, whatever they ask for. */
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    /**
     * The most memory the response cache's answers kept by request may hold, every form counted
     * (RESPONSE_CACHE_MB; the process's RSS under the cache-growth attack is the bench's, ADR 107).
     */
    responseCacheBytes: env.RESPONSE_CACHE_MB * 1024 * 1024,
    mapTileUrl: env.MAP_TILE_URL,
    /** The footer's social links (SOCIAL_LINKS). */
    socialLinks: env.SOCIAL_LINKS,
    logLevel: env.LOG_LEVEL,
  } as const;
}

export class ConfigError extends Error {}

/**
 * Reads and validates the environment once. A bad value throws a ConfigError whose message names
 * the variable, e.g. `PORT: Too big: expected number to be <=65535`.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable means "not set", as in most shells' `FOO= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${lines.join('; ')}`);
  }
  return toConfig(parsed.data);
}
