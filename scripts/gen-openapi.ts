import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderOpenApiDocument } from '../src/api/openapi.ts';

// Writes the supplier contract; tests/api/openapi.test.ts fails when this output is not committed.
const target = fileURLToPath(new URL('../docs/supplier-api.openapi.json', import.meta.url));
writeFileSync(target, renderOpenApiDocument());
console.info(`wrote ${target}`);
