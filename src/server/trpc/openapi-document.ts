import { generateOpenApiDocument } from 'trpc-to-openapi';
import { appRouter } from './app-router';

type OpenApiDocument = ReturnType<typeof generateOpenApiDocument>;

/** The REST contract, generated from the routers; committed as `openapi.json`. */
export function buildOpenApiDocument(): OpenApiDocument {
  const document = generateOpenApiDocument(appRouter, {
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
  titleErrorSchemas(document);
  return document;
}

/**
 * trpc-to-openapi titles its error schemas `${message} error (${status})`, which reads
 * "Internal server error error (500)" or "Not found error (404)"; /docs shows them as
 * "Internal server error (500)" and "Not found (404)".
 */
function titleErrorSchemas(document: OpenApiDocument): void {
  for (const [name, schema] of Object.entries(document.components?.schemas ?? {})) {
    if (!name.startsWith('error.') || '$ref' in schema || typeof schema.title !== 'string') continue;
    schema.title = schema.title.replace(/ error \((\d{3})\)$/, ' ($1)');
  }
}
