// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderOpenApiDocument } from '../../src/api/openapi.ts';
import { operationList } from '../../src/api/operations.ts';

const committedPath = new URL('../../docs/supplier-api.openapi.json', import.meta.url);

describe('docs/supplier-api.openapi.json', () => {
  it('matches the registry (run `npm run openapi` and commit the result if this fails)', () => {
    const committed = readFileSync(committedPath, 'utf8');
    const fresh = renderOpenApiDocument();
    expect(
      committed === fresh,
      'docs/supplier-api.openapi.json is stale: run `npm run openapi` and commit it',
    ).toBe(true);
  });

  it('documents every operation exactly once', () => {
    const document = JSON.parse(readFileSync(committedPath, 'utf8')) as {
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    const ids = Object.values(document.paths).flatMap((item) =>
      Object.values(item).map((operation) => operation.operationId),
    );
    expect(ids.sort()).toEqual(operationList.map((definition) => definition.name).sort());
    expect(new Set(ids).size).toBe(ids.length);
  });
});
