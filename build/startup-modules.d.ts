// Types for startup-modules.js, which stays JavaScript so eslint.config.js can read it too.
export declare const STARTUP_MODULES: readonly string[];
export declare const STARTUP_PACKAGES: readonly string[];
export declare const KEPT_IN_COMMON: readonly string[];
