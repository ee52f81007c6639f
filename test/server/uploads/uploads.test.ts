import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import sharp, { type Sharp } from 'sharp';
import { describe, expect, it } from 'vitest';
import { uploadedImageHash } from '../../../src/shared/uploaded-image';
import { useTestApp } from '../../helpers/test-app';
import { adminAndCustomer, auditEntriesAbout, configWithUploadDir, multipartFile } from '../../helpers/admin-helpers';

const { uploadDir, config } = configWithUploadDir();
const shop = useTestApp({ config });

/** A photo-like picture (noise compresses badly, so sizes stay realistic). */
function picture(width: number, height: number) {
  const pixels = Buffer.alloc(width * height * 3);
  for (let i = 0; i < pixels.length; i++) pixels[i] = (i * 7919) % 251;
  return sharp(pixels, { raw: { width, height, channels: 3 } });
}

/** A valid little PNG whose header declares `width` x `height` pixels: a decompression bomb's shape. */
function pngDeclaring(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), chunk('IHDR', ihdr), chunk('IDAT', Buffer.from('78da030000000001', 'hex')), chunk('IEND', Buffer.alloc(0))]);
}

function upload(bytes: Buffer, fileName: string, contentType: string, headers: Record<string, string> = {}) {
  const body = multipartFile(bytes, fileName, contentType);
  return shop.app.inject({ method: 'POST', url: '/api/uploads', payload: body.payload, headers: { ...body.headers, ...headers } });
}

const storedFiles = () => readdirSync(uploadDir);

describe('POST /api/uploads', () => {
  it('refuses anonymous callers (401) and customers (403), writing nothing', async () => {
    const { asCustomer } = await adminAndCustomer(shop.db);
    const png = await picture(64, 48).png().toBuffer();
    expect((await upload(png, 'a.png', 'image/png')).statusCode).toBe(401);
    expect((await upload(png, 'a.png', 'image/png', asCustomer)).statusCode).toBe(403);
    expect(storedFiles()).toEqual([]);
  });

  it.each([
    ['PNG', (image: Sharp) => image.png(), 'image/png'],
    ['JPEG', (image: Sharp) => image.jpeg(), 'image/jpeg'],
    ['WebP', (image: Sharp) => image.webp(), 'image/webp'],
  ])('stores a %s as WebP at 320, 640 and 1280 pixels wide (never upscaled) and serves it immutable', async (_format, encode, type) => {
    const { admin, asAdmin } = await adminAndCustomer(shop.db);
    const bytes = await encode(picture(1600, 900)).toBuffer();
    const response = await upload(bytes, 'photo', type, asAdmin);
    expect(response.statusCode).toBe(200);
    const { url } = response.json().data as { url: string };
    expect(response.json().success).toBe(true);
    const hash = uploadedImageHash(url);
    expect(hash).not.toBeNull();

    for (const [width, expected] of [[320, 320], [640, 640], [1280, 1280]] as const) {
      const served = await shop.app.inject({ method: 'GET', url: `/uploads/${hash}-${width}.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['content-type']).toBe('image/webp');
      const meta = await sharp(served.rawPayload).metadata();
      expect([meta.format, meta.width]).toEqual(['webp', expected]);
    }

    const [entry] = await auditEntriesAbout(shop.db, url);
    expect(entry).toMatchObject({ action: 'upload.stored', actorId: admin.id, actorEmail: admin.email });
  });

  it('keeps a small image at its own size under every name', async () => {
    const { asAdmin } = await adminAndCustomer(shop.db);
    const response = await upload(await picture(200, 100).png().toBuffer(), 'small.png', 'image/png', asAdmin);
    const hash = uploadedImageHash(response.json().data.url);
    const large = await shop.app.inject({ method: 'GET', url: `/uploads/${hash}-1280.webp` });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(200);
  });

  it('strips EXIF and every other metadata', async () => {
    const { asAdmin } = await adminAndCustomer(shop.db);
    const bytes = await picture(800, 600)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Secret Camera Owner', ImageDescription: 'at 51.5N 0.1W' } })
      .toBuffer();
    expect((await sharp(bytes).metadata()).exif).toBeDefined();

    const response = await upload(bytes, 'holiday.jpg', 'image/jpeg', asAdmin);
    expect(response.statusCode).toBe(200);
    const served = await shop.app.inject({ method: 'GET', url: response.json().data.url });
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(served.rawPayload.includes('Secret Camera Owner')).toBe(false);
  });

  describe('refused files leave nothing behind', () => {
    it.each([
      ['a text file named .png and sent as image/png', () => Buffer.from('just some text, honestly'), 'notes.png', 'image/png', 415],
      ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'anim.gif', 'image/gif', 415],
      ['a PNG signature with garbage after it', () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.from('garbage')]), 'bad.png', 'image/png', 400],
      ['a 6 MB file', () => Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(6 * 1024 * 1024)]), 'huge.png', 'image/png', 413],
    ])('%s', async (_name, bytes, fileName, type, status) => {
      const { asAdmin } = await adminAndCustomer(shop.db);
      const before = storedFiles();
      const response = await upload(bytes(), fileName, type, asAdmin);
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toEqual(expect.any(String));
      expect(storedFiles()).toEqual(before);
    });

    it('a small PNG declaring 50,000 x 50,000 pixels is refused quickly, before decoding', async () => {
      const { asAdmin } = await adminAndCustomer(shop.db);
      const bomb = pngDeclaring(50_000, 50_000);
      expect(bomb.length).toBeLessThan(100);
      const before = storedFiles();
      const started = performance.now();
      const response = await upload(bomb, 'tiny.png', 'image/png', asAdmin);
      expect(performance.now() - started).toBeLessThan(1000);
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe('Images may have at most 40 megapixels');
      expect(storedFiles()).toEqual(before);
    });

    it('a request that is not multipart is 415', async () => {
      const { asAdmin } = await adminAndCustomer(shop.db);
      const response = await shop.app.inject({ method: 'POST', url: '/api/uploads', headers: { ...asAdmin, 'content-type': 'application/json' }, payload: '{}' });
      expect(response.statusCode).toBe(415);
    });
  });

  it('serves nothing from outside UPLOAD_DIR, nor its hidden files', async () => {
    for (const url of [`/uploads/..%2F${path.basename(uploadDir)}`, '/uploads/../package.json', '/uploads/.partial.tmp']) {
      const response = await shop.app.inject({ method: 'GET', url });
      expect([403, 404], url).toContain(response.statusCode);
    }
  });
});
