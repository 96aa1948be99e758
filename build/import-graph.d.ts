// Types for import-graph.js, which stays JavaScript so eslint.config.js can load it.
export declare function dependencies(file: string): string[];
export declare function pathBack(start: string, target: string, deadEnds: Set<string>): string[] | null;
