import { promises as fs } from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MAX_UPLOAD_BYTES, UPLOADS_PATH } from '../../../../shared/uploaded-image';
import { AppError } from '../../../errors/app-error';
import { adminOf } from '../../../plugins/admin-scope';
import type { AppServices } from '../../../services';
import { recordAudit } from '../audit/audit-log-repository';
import { storeImage } from './store-image';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const CHOOSE_IMAGE = 'Choose an image to upload';
const TOO_BIG = `Images may be at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`;

/**
 * `POST /api/uploads` (admin, multipart, one file; a plain route because the REST layer takes
 * JSON only) answers `{success: true, data: {url}}` as the image host of the spec did. Registered
 * in the admin scope (accounts/sessions/admin-scope.ts), whose guard answers 401 and 403.
 */
export async function registerImageUpload(adminScope: FastifyInstance, services: AppServices): Promise<void> {
  const { uploadDir } = services.config;
  await adminScope.register(async (scope) => {
    // Over the size, the stream stops and toBuffer() throws a 413 before anything is kept.
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 10, parts: 11 } });
    // Twice the image limit: a file just over it still gets its own field message from toBuffer().
    scope.post('/api/uploads', { bodyLimit: 2 * MAX_UPLOAD_BYTES }, async (request) => {
      const admin = adminOf(request);
      if (!request.isMultipart()) throw new AppError('unsupported-type', 'Send the image as multipart/form-data');
      const file = await request.file();
      if (!file) throw new AppError('invalid', CHOOSE_IMAGE, { image: [CHOOSE_IMAGE] });
      const bytes = await file.toBuffer().catch((error: unknown) => {
        if (error instanceof scope.multipartErrors.RequestFileTooLargeError) throw new AppError('too-large', TOO_BIG, { image: [TOO_BIG] });
        throw error;
      });
      const stored = await storeImage(uploadDir, bytes);
      await recordAudit(services.db, admin, {
        action: 'upload.stored',
        target: stored.url,
        details: { fileName: file.filename, format: stored.format, width: stored.width, height: stored.height, bytes: stored.bytes },
      });
      return { success: true, data: { url: stored.url } };
    });
  });
}

/**
 * `/uploads/...`: the stored widths, named by content, so they are cached for good.
 */
export async function registerUploadedImages(app: FastifyInstance, services: AppServices): Promise<void> {
  const { uploadDir } = services.config;
  await fs.mkdir(uploadDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: uploadDir,
    prefix: `${UPLOADS_PATH}/`,
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    setHeaders: (reply) => void reply.header('Cache-Control', IMMUTABLE),
  });
}
