import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** Stripe.js and its frames, allowed only when the Stripe card form can be shown. */
const STRIPE = { script: 'https://js.stripe.com', connect: 'https://api.stripe.com', frames: ['https://js.stripe.com', 'https://hooks.stripe.com'] };

/**
 * The origin of a tile template for img-src: `https://{s}.tile.example.org/{z}/{x}/{y}.png` ->
 * `https://*.tile.example.org`.
 *
 * @example
 * tileOrigin('https://tile.openstreetmap.org/{z}/{x}/{y}.png'); // 'https://tile.openstreetmap.org'
 */
export function tileOrigin(template: string): string | null {
  const match = /^(https?:\/\/)([^/]+)/.exec(template);
  return match ? `${match[1]}${match[2]!.replace(/\{[a-z]\}/g, '*')}` : null;
}

/**
 * Security headers on every answer: a Content-Security-Policy that allows only what the app uses
 * (its own origin, the map's tile host, Stripe when it is enabled), `frame-ancestors 'none'`,
 * `nosniff`, and HSTS in production. Styles may be inline (React and Leaflet set them); scripts
 * never are. The Vite dev server injects inline scripts, so `npm run dev` goes without a CSP.
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config, options: { csp: boolean }): Promise<void> {
  const stripe = Boolean(config.payments.stripePublishableKey);
  const tiles = tileOrigin(config.mapTileUrl);
  await app.register(helmet, {
    contentSecurityPolicy: options.csp
      ? {
          useDefaults: false,
          directives: {
            defaultSrc: ["'self'"],
            scriptSrc: ["'self'", ...(stripe ? [STRIPE.script] : [])],
            styleSrc: ["'self'", "'unsafe-inline'"],
            imgSrc: ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
            mediaSrc: ["'self'"],
            fontSrc: ["'self'"],
            connectSrc: ["'self'", ...(stripe ? [STRIPE.connect] : [])],
            frameSrc: stripe ? STRIPE.frames : ["'none'"],
            frameAncestors: ["'none'"],
            objectSrc: ["'none'"],
            baseUri: ["'self'"],
            formAction: ["'self'"],
            ...(config.production ? { upgradeInsecureRequests: [] } : {}),
          },
        }
      : false,
    hsts: config.production ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // The shop embeds nothing cross-origin that would need these relaxed, and loads no such
    // resources itself either; the defaults would only block the map tiles.
    crossOriginEmbedderPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
}
