import { existsSync, readFileSync } from 'node:fs';
import semver from 'semver';
import { describe, expect, it } from 'vitest';

/*
 * Every Node the shop claims in package.json's `engines` must be one every installed package
 * accepts: a package asking for a newer Node prints EBADENGINE on a fresh install and may break on
 * the older one. The lock file holds what `npm ci` installs, with each package's own `engines`;
 * an optional package for another platform (sharp's win32 build) is listed there but not installed.
 */
const root = new URL('../../../', import.meta.url);
const shop = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync(new URL('package-lock.json', root), 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[]; optional?: boolean }>;
};

describe('dependency engines', () => {
  it('every installed package accepts every Node that package.json claims', () => {
    const refusing = Object.entries(lock.packages)
      .filter(([where]) => where.startsWith('node_modules/') && existsSync(new URL(where, root)))
      .flatMap(([where, pkg]) => {
        const wanted = Array.isArray(pkg.engines) ? undefined : pkg.engines?.node;
        if (!wanted || semver.subset(shop.engines.node, wanted, { includePrerelease: false })) return [];
        return [`${where.replace(/^.*node_modules\//, '')}@${pkg.version} wants node ${wanted}`];
      });
    expect(refusing).toEqual([]);
  });

  it('claims exactly the Nodes that .ci/run tests: 20 and 24', () => {
    expect(shop.engines.node).toBe('^20.19.0 || ^24.0.0');
  });
});
