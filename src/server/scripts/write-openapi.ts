/** `npm run openapi`: writes the generated REST contract to openapi.json (committed). */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { buildOpenApiDocument } from '../app-router/openapi-document';

export const openApiFile = path.resolve(import.meta.dirname, '../../../openapi.json');

export function serialiseOpenApi(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  await writeFile(openApiFile, serialiseOpenApi());
  console.log(`Wrote ${path.relative(process.cwd(), openApiFile)}`);
}
