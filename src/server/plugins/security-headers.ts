import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
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
export function registerSecurityHeaders(app: FastifyInstance, config: Config, options: { csp: boolean }): void {
  const headers = helmetHeaders(helmetOptions(config, options));
  app.addHook('onRequest', (_request, reply, done) => {
    void reply.headers(headers);
    done();
  });
}

/**
 * The headers helmet sets, computed once: they are the same for every answer, and building
 * helmet's middleware per request (as @fastify/helmet does) parsed the CSP on each one.
 */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = { setHeader: (name: string, value: unknown) => void (headers[name.toLowerCase()] = String(value)), removeHeader: () => {} };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

function helmetOptions(config: Config, options: { csp: boolean }): HelmetOptions {
  const stripe = Boolean(config.payments.stripePublishableKey);
  const tiles = tileOrigin(config.mapTileUrl);
  return {
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
  };
}
