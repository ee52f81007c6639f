import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openApiFile, serialiseOpenApi } from '../../../src/server/scripts/write-openapi';

describe('openapi.json', () => {
  it('is the committed copy of what the routers generate (run `npm run openapi` after changing a procedure)', async () => {
    expect(await readFile(openApiFile, 'utf8')).toBe(serialiseOpenApi());
  });
});
