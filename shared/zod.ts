// The one way shared code reaches zod. In a browser, zod runs without compiling parsers through
// `new Function`: zod 4 probes for that when it builds an object schema, and a strict
// Content-Security-Policy (ours has no 'unsafe-eval') reports the probe as a violation even though
// zod catches it. Servers keep the compiled parsers, which are faster.
import { config, z } from 'zod';

if (typeof window !== 'undefined') config({ jitless: true });

export { z };
