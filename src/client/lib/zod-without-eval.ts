/**
 * Zod compiles its object parsers with `new Function` when it may, and probes for that the
 * first time a schema is built: under the shop's CSP (no 'unsafe-eval') the probe is refused
 * and the browser reports a violation on every page with a form. In the browser Zod parses
 * without compiling. Zod reads this object when it loads, so this module is imported first.
 */
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig = { ...zodGlobal.__zod_globalConfig, jitless: true };
