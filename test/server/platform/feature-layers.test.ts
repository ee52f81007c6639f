import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, LAYERS, layerFolder } from '../../../tools/eslint/server-boundaries.js';

const featuresRoot = path.resolve(import.meta.dirname, '../../../src/server/features');
type Table = Record<string, { layer: string; uses: string[] }>;

/**
 * Every loop of `uses` in the table, each once, as its path from its least feature (`a -> b -> a`):
 * from each feature, every walk through greater features that comes back to it. The table is
 * small (17 features), so walking every path is cheap.
 */
function loopsIn(table: Table): string[] {
  const loops: string[] = [];
  const walk = (start: string, path: string[]) => {
    for (const used of table[path.at(-1)!]?.uses ?? []) {
      if (used === start) loops.push([...path, start].join(' -> '));
      else if (used > start && !path.includes(used)) walk(start, [...path, used]);
    }
  };
  for (const name of Object.keys(table).sort()) walk(name, [name]);
  return loops.sort();
}

describe('the feature table runs one way', () => {
  it('finds a loop and names its path', () => {
    const table: Table = {
      a: { layer: 'platform', uses: ['b'] },
      b: { layer: 'platform', uses: ['c'] },
      c: { layer: 'platform', uses: ['a'] },
      d: { layer: 'platform', uses: ['a'] },
    };
    expect(loopsIn(table)).toEqual(['a -> b -> c -> a']);
    expect(loopsIn({ a: { layer: 'platform', uses: ['b'] }, b: { layer: 'platform', uses: [] } })).toEqual([]);
  });

  it('has no loop: no feature uses, through others, a feature that uses it', () => {
    expect(loopsIn(FEATURES)).toEqual([]);
  });

  it('lets a feature use only features of its own layer or one below', () => {
    const upward = Object.entries(FEATURES).flatMap(([name, { layer, uses }]) =>
      uses
        .filter((used) => LAYERS.indexOf(FEATURES[used as keyof typeof FEATURES].layer) > LAYERS.indexOf(layer))
        .map((used) => `${name} (${layer}) uses ${used} (${FEATURES[used as keyof typeof FEATURES].layer})`),
    );
    expect(upward).toEqual([]);
  });

  it('keeps each feature in the folder of its layer (node tools/move-to-layers.mjs lays them out)', () => {
    const folders = readdirSync(featuresRoot, { withFileTypes: true }).filter((entry) => entry.isDirectory());
    const found = folders.flatMap((layer) =>
      readdirSync(path.join(featuresRoot, layer.name), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((feature) => `${layer.name}/${feature.name}`),
    );
    const expected = Object.entries(FEATURES).map(([name, { layer }]) => `${layerFolder(layer)}/${name}`);
    expect(folders.map((folder) => folder.name).sort()).toEqual(LAYERS.map(layerFolder).filter((folder) => expected.some((place) => place.startsWith(`${folder}/`))));
    expect(found.sort()).toEqual(expected.sort());
  });
});
