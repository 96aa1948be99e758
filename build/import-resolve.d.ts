// Types for import-resolve.js, which stays JavaScript so eslint.config.js can load it.
export declare const root: string;
export declare const srcRoot: string;
export declare function toAbs(p: string): string;
export declare function inside(file: string, dir: string): boolean;
export declare function bare(p: string): string;
export declare function unalias(source: string): string;
export declare function resolveImport(fromFile: string, source: string): string | null;
export declare function modifiedAt(p: string): number;
export declare function isFile(p: string): boolean;
export declare function resolveModule(fromFile: string, source: string): string | null;
