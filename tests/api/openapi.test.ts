// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildOpenApiDocument, renderOpenApiDocument } from '../../src/api/openapi.ts';
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

  it('declares how every operation fails: a 4xx with the error body, 401 with security, 404 with path params', () => {
    interface Response {
      $ref?: string;
      content?: Record<string, { schema?: { $ref?: string } }>;
    }
    interface Operation {
      operationId: string;
      security?: unknown[];
      parameters?: { in: string }[];
      responses: Record<string, Response>;
    }
    const document = buildOpenApiDocument() as {
      paths: Record<string, Record<string, Operation>>;
      components: { responses: Record<string, Response>; schemas: Record<string, { properties: object }> };
    };
    // What messagesFromBody (src/api/errors.ts) reads from an error body.
    const errorBody = document.components.schemas.ErrorBody;
    expect(Object.keys(errorBody?.properties ?? {})).toEqual(
      expect.arrayContaining(['messages', 'message', 'errors']),
    );
    const resolve = (response: Response | undefined) =>
      response?.$ref
        ? document.components.responses[response.$ref.replace('#/components/responses/', '')]
        : response;
    const isErrorBody = (response: Response | undefined) =>
      resolve(response)?.content?.['application/json']?.schema?.$ref === '#/components/schemas/ErrorBody';

    const operations = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.values(item).map((operation) => ({ path, operation })),
    );
    expect(operations).toHaveLength(operationList.length);
    for (const { path, operation } of operations) {
      const { operationId, responses } = operation;
      const clientErrors = Object.keys(responses).filter((code) => /^4(\d\d|XX)$/.test(code));
      expect(clientErrors.length, operationId).toBeGreaterThan(0);
      for (const code of clientErrors)
        expect(isErrorBody(responses[code]), `${operationId} ${code}`).toBe(true);
      if (operation.security?.length) expect(isErrorBody(responses['401']), `${operationId} 401`).toBe(true);
      if (path.includes('{') || operation.parameters?.some((p) => p.in === 'path'))
        expect(isErrorBody(responses['404']), `${operationId} 404`).toBe(true);
    }
  });
});
