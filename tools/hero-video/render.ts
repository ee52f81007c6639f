/**
 * Renders the home page hero loop: draws scene.html frame by frame in Chromium, then encodes a
 * WebM (VP9) and an MP4 (H.264) with ffmpeg, plus a JPEG poster that doubles as the still image
 * shown under prefers-reduced-motion. Needs Debian's chromium and ffmpeg (`apt-get install -y
 * ffmpeg`). Run: `npx tsx tools/hero-video/render.ts`. The outputs are committed; this script is
 * only for re-drawing them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const WIDTH = 1152;
const HEIGHT = 504;
const FPS = 24;
const outDir = path.resolve(import.meta.dirname, '../../src/client/features/home/media');
const scene = pathToFileURL(path.join(import.meta.dirname, 'scene.html')).href;

const frames = await mkdtemp(path.join(os.tmpdir(), 'toolyard-hero-'));
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--headless', '--no-sandbox'] });
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: HEIGHT } });
  await page.goto(scene);
  const loop = await page.evaluate(() => (window as unknown as { LOOP: number }).LOOP);
  const count = Math.round(loop * FPS);
  for (let i = 0; i < count; i++) {
    await page.evaluate((t) => (window as unknown as { draw(t: number): void }).draw(t), i / FPS);
    await page.screenshot({ path: path.join(frames, `frame-${String(i).padStart(4, '0')}.png`) });
  }
} finally {
  await browser.close();
}

const input = ['-y', '-loglevel', 'error', '-framerate', String(FPS), '-i', path.join(frames, 'frame-%04d.png')];
const ffmpeg = (args: string[]) => execFileSync('ffmpeg', args, { stdio: 'inherit' });
ffmpeg([...input, '-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '42', '-row-mt', '1', '-pix_fmt', 'yuv420p', '-an', path.join(outDir, 'hero-loop.webm')]);
ffmpeg([...input, '-c:v', 'libx264', '-preset', 'veryslow', '-crf', '30', '-pix_fmt', 'yuv420p', '-movflags', '+faststart', '-an', path.join(outDir, 'hero-loop.mp4')]);
ffmpeg(['-y', '-loglevel', 'error', '-i', path.join(frames, 'frame-0000.png'), '-q:v', '4', path.join(outDir, 'hero-poster.jpg')]);
await rm(frames, { recursive: true, force: true });

for (const file of ['hero-loop.webm', 'hero-loop.mp4', 'hero-poster.jpg']) {
  const { size } = await stat(path.join(outDir, file));
  console.log(`${file}: ${(size / 1024).toFixed(0)} KiB`);
}
