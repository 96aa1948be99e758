// `floor:schema` is not a package: vite.config.ts aliases it to schema-classic.ts or schema-mini.ts
// (FLOOR_ZOD), so main.tsx is the same page in both floors and only the zod flavour differs.

declare module 'floor:schema' {
  /** What main.tsx needs of the schema; each variant module is checked against it. */
  export interface GreetingParser {
    parse(input: unknown): { name: string; items: number };
  }
  export const GreetingSchema: GreetingParser;
}
