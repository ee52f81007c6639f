import { z } from 'zod';

/** Ids are UUIDs; anything else is a 400 before it reaches the database. */
export const idSchema = z.uuid({ message: 'Enter a valid id' });

/** A page cursor over a bigserial id (the audit log, contact messages): the last id seen. */
export const serialCursorSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'Enter a valid cursor');
