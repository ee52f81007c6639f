import { describe, expect, it } from 'vitest';
import { safeRedirect } from '../../src/shared/safe-redirect';

describe('the redirect after sign-in', () => {
  it.each(['/', '/dashboard', '/purchase/123?quantity=5#form'])('keeps the same-site path %s', (target) => {
    expect(safeRedirect(target)).toBe(target);
  });

  it.each(['//evil.example', '/\\evil.example', 'https://evil.example/', 'dashboard', '', '/x\n/y', undefined, 42])('falls back to / for %j', (target) => {
    expect(safeRedirect(target)).toBe('/');
  });
});
