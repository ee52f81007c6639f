import { z } from 'zod';

/** Ids are UUIDs; anything else is a 400 before it reaches the database. */
export const idSchema = z.uuid({ message: 'Enter a valid id' });
