import { config } from 'zod/v4/core';

// zod compiles fast object parsers with `new Function` when it may, and probes for it as schemas
// are made. Our Content-Security-Policy forbids eval, so the probe was a CSP violation in every
// page. vite.config.ts points every client import of 'zod' here: this module's body runs before
// any module that imports zod, so no schema is made before zod is told not to try.
config({ jitless: true });

export * from 'zod/v4';
