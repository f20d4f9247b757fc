// Imported before the contracts' schemas are built (contracts-chunk.ts). zod compiles each object
// schema's checks with `new Function` where it may, and finds out whether it may by trying once as
// the first schema is built; the pages' Content Security Policy forbids eval, so the browser
// reports that try as a violation (an issue in the developer tools). jitless has zod check without
// compiling, as it already does under that policy: the same checks and messages, and no try. zod
// keeps its settings (`config()`) in this global, shared by every copy of it.
const zodGlobal = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodGlobal.__zod_globalConfig ??= {};
zodGlobal.__zod_globalConfig.jitless = true;
