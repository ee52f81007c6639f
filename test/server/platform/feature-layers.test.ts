import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEATURES, LAYER_OF, LAYERS, layerFolder } from '../../../tools/eslint/server-boundaries.js';

const featuresRoot = path.resolve(import.meta.dirname, '../../../src/server/features');
type Table = Record<string, { uses: string[] }>;
const layerOf = (name: string) => LAYER_OF[name as keyof typeof LAYER_OF];

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
      a: { uses: ['b'] },
      b: { uses: ['c'] },
      c: { uses: ['a'] },
      d: { uses: ['a'] },
    };
    expect(loopsIn(table)).toEqual(['a -> b -> c -> a']);
    expect(loopsIn({ a: { uses: ['b'] }, b: { uses: [] } })).toEqual([]);
  });

  it('has no loop: no feature uses, through others, a feature that uses it', () => {
    expect(loopsIn(FEATURES)).toEqual([]);
  });

  it('gives every feature a layer', () => {
    expect(Object.keys(LAYER_OF).sort()).toEqual(Object.keys(FEATURES).sort());
    expect(Object.values(LAYER_OF).filter((layer) => !LAYERS.includes(layer))).toEqual([]);
  });

  it('lets a feature use only features of its own layer or one below', () => {
    const upward = Object.entries(FEATURES).flatMap(([name, { uses }]) =>
      uses.filter((used) => LAYERS.indexOf(layerOf(used)) > LAYERS.indexOf(layerOf(name))).map((used) => `${name} (${layerOf(name)}) uses ${used} (${layerOf(used)})`),
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
    const expected = Object.keys(FEATURES).map((name) => `${layerFolder(layerOf(name))}/${name}`);
    expect(folders.map((folder) => folder.name).sort()).toEqual(LAYERS.map(layerFolder).filter((folder) => expected.some((place) => place.startsWith(`${folder}/`))));
    expect(found.sort()).toEqual(expected.sort());
  });
});
