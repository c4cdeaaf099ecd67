import { z } from 'zod';

// In a browser, zod parses without compiled (eval'd) parsers. The site's Content-Security-Policy has no
// 'unsafe-eval' (docs/DECISIONS.md "Security"), and zod probes `new Function` when it builds an object
// schema, which the browser reports as a CSP violation even though zod falls back. Imported by object.ts,
// so it runs before any object schema is built; servers keep the compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
