import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Tests mirror `src/` (docs/architecture.md, "Tests"), so a newcomer finds a feature's tests by
 * its name: test/server/<feature>/ for each server feature, test/server/platform/ for the rest of
 * src/server (or a folder named for one of its top-level folders), test/client/<feature>/ for
 * each client feature, and test/client/<part>/ for the client's other parts (components/, lib/,
 * app/ and the folders in it). A folder inside one of those is named for a folder of the source
 * it mirrors.
 */

const root = path.resolve(import.meta.dirname, '..');

/** The folders directly in `folder` (relative to the root), [] when it does not exist. */
function foldersIn(folder: string): string[] {
  if (!existsSync(path.join(root, folder))) return [];
  return readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${folder}/${entry.name}`);
}

/** Every folder under `folder`, at any depth. */
const foldersUnder = (folder: string): string[] => foldersIn(folder).flatMap((sub) => [sub, ...foldersUnder(sub)]);

/**
 * Feature name -> its folder: the outermost folders with a README under `features` (at any depth,
 * so folders without one may group features; a feature's own sub-folder may have a README too).
 */
function featureFolders(features: string): Map<string, string> {
  const hasReadme = (folder: string) => existsSync(path.join(root, folder, 'README.md'));
  const outermost = (folder: string): string[] => (hasReadme(folder) ? [folder] : foldersIn(folder).flatMap(outermost));
  return new Map(foldersIn(features).flatMap(outermost).map((folder) => [path.basename(folder), folder]));
}

/**
 * The test folders under `tests` that name no source folder: a top-level one must be a key of
 * `sources`; one deeper must be named for a folder under the source its top-level folder mirrors.
 */
function strayFolders(tests: string, sources: Map<string, string | null>): string[] {
  return foldersIn(tests).flatMap((folder) => {
    const source = sources.get(path.basename(folder));
    if (source === undefined) return [folder];
    if (source === null) return [];
    const names = new Set(foldersUnder(source).map((sub) => path.basename(sub)));
    return foldersUnder(folder).filter((sub) => !names.has(path.basename(sub)));
  });
}

const serverSources = new Map<string, string | null>([
  ...foldersIn('src/server').filter((folder) => !folder.endsWith('/features')).map((folder) => [path.basename(folder), folder] as const),
  ...featureFolders('src/server/features'),
  ['platform', null],
]);
const clientSources = new Map<string, string | null>([
  ...foldersIn('src/client').map((folder) => [path.basename(folder), folder] as const),
  ...foldersIn('src/client/app').map((folder) => [path.basename(folder), folder] as const),
  ...featureFolders('src/client/features'),
  ...foldersIn('src/client/features').map((folder) => [path.basename(folder), folder] as const),
]);

describe('test folders mirror src/', () => {
  it('test/server: one folder per server feature, named as the feature, and platform/ (or a folder of src/server)', () => {
    expect(strayFolders('test/server', serverSources)).toEqual([]);
  });

  it('test/client: one folder per client feature or part of the client, named as it', () => {
    expect(strayFolders('test/client', clientSources)).toEqual([]);
  });

  it('every server feature has its folder of tests', () => {
    const features = [...featureFolders('src/server/features').keys()];
    expect(features).toContain('orders');
    expect(features.filter((feature) => !existsSync(path.join(root, 'test/server', feature)))).toEqual([]);
  });

  it('a folder named for no feature, or for a folder deep inside one, is reported', () => {
    // What test/server held before it mirrored src/: admin/ and catalogue-serving/ name no
    // folder; catalogue/ names one inside products/, not a feature.
    expect(serverSources.has('admin')).toBe(false);
    expect(serverSources.has('catalogue-serving')).toBe(false);
    expect(serverSources.has('catalogue')).toBe(false);
    expect(clientSources.has('forms')).toBe(false);
    expect(clientSources.has('admin-products')).toBe(true);
  });
});
