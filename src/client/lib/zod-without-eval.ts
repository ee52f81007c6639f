import { config } from 'zod/v4/core';

// zod compiles fast object parsers with `new Function` when it may. Our Content-Security-Policy
// forbids eval, so zod's probe for it was a CSP violation in every page that loads a schema.
// Imported first by main.tsx, before any schema is made.
config({ jitless: true });
