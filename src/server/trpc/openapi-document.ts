import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './app-router';

/** The REST contract, generated from the routers; committed as `openapi.json`. */
export function buildOpenApiDocument() {
  return generateOpenApiDocument(appRouter, {
    title: 'Toolyard API',
    description:
      'REST face of the Toolyard procedures, at the paths of the original storefront API. ' +
      'Authenticate with `Authorization: Bearer <accessToken>` (POST /token) or the session cookie.',
    version: '1.0.0',
    baseUrl: '/api',
    securitySchemes: {
      bearer: { type: 'http', scheme: 'bearer' },
    },
  });
}
