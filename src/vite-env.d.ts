/// <reference types="vite/client" />

/** True in the dev server and demo builds: the bundle contains the fake supplier backend. */
declare const __FAKE_BACKEND__: boolean;

/** Some top-level keys of locales/en.json (build/locale-strings-plugin.ts). */
declare module 'virtual:locale-strings?*' {
  export const strings: Record<string, Record<string, unknown>>;
}
