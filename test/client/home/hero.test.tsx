// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Hero } from '../../../src/client/features/home/hero';

function prefersReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query === '(prefers-reduced-motion: reduce)',
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the hero', () => {
  it('plays a silent looping video with a poster behind the tagline', () => {
    prefersReducedMotion(false);
    const { container } = render(<Hero />);
    expect(screen.getByRole('heading', { level: 1, name: 'Rule the outdoors' })).toBeTruthy();
    const video = container.querySelector('video')!;
    expect(video).toBeTruthy();
    expect(video.muted).toBe(true);
    expect(video.loop).toBe(true);
    expect(video.autoplay).toBe(true);
    expect(video.getAttribute('poster')).toMatch(/hero-poster/);
    expect([...video.querySelectorAll('source')].map((source) => source.type)).toEqual(['video/webm', 'video/mp4']);
    expect(screen.getByRole('button', { name: 'Pause background video' })).toBeTruthy();
  });

  it('shows a still image instead under prefers-reduced-motion', () => {
    prefersReducedMotion(true);
    const { container } = render(<Hero />);
    expect(container.querySelector('video')).toBeNull();
    expect(container.querySelector('img')?.getAttribute('src')).toMatch(/hero-poster/);
    expect(screen.queryByRole('button', { name: /background video/ })).toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Rule the outdoors' })).toBeTruthy();
  });
});
