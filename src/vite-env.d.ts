/// <reference types="vite/client" />

/** True in the dev server and demo builds: the bundle contains the fake supplier backend. */
declare const __FAKE_BACKEND__: boolean;

/** Some top-level keys of locales/en.json (build/locale-strings-plugin.ts). */
declare module 'virtual:locale-strings?*' {
  export const strings: Record<string, Record<string, unknown>>;
}

/**
 * The files of each page the early boot script knows by its address, beyond those index.html loads
 * (written in by build/early-script-plugin.ts; none in tests and the dev server).
 */
declare const __EARLY_SCREEN_FILES__: Partial<Record<'home' | 'category' | 'product', readonly string[]>>;
