import { z } from 'zod/mini';
import type { OperationDefinition } from './define.ts';
import { operationList } from './operations.ts';
import * as accountSchemas from './schemas/account.ts';
import * as accountCallSchemas from './schemas/account-calls.ts';
import * as cartSchemas from './schemas/cart.ts';
import * as catalogSchemas from './schemas/catalog.ts';
import * as clientConfigSchemas from './schemas/client-config.ts';
import * as commonSchemas from './schemas/common.ts';
import * as configSchemas from './schemas/config.ts';
import * as orderSchemas from './schemas/order.ts';
import * as paymentSchemas from './schemas/payment.ts';
import * as staffSchemas from './schemas/staff.ts';
import * as supplierSchemas from './schemas/supplier.ts';
import * as timeslotSchemas from './schemas/timeslots.ts';
import * as directorySchemas from './schemas/directory.ts';
import { FileSchema } from './schemas/staff.ts';
import { pathParameterNames } from './request.ts';
import { errorBodyComponent, errorResponseComponents, errorResponses } from './openapi-errors.ts';

type Json = Record<string, unknown>;

const SCHEMA_MODULES = [
  commonSchemas,
  accountSchemas,
  accountCallSchemas,
  supplierSchemas,
  directorySchemas,
  timeslotSchemas,
  catalogSchemas,
  clientConfigSchemas,
  cartSchemas,
  orderSchemas,
  paymentSchemas,
  staffSchemas,
  configSchemas,
];
// Only structured schemas become components; primitives such as IdSchema read better inline.
const COMPONENT_TYPES = new Set(['object', 'enum', 'union']);
// Parameter-only schemas are documented as parameters, not components.
const NOT_COMPONENTS = new Set(['PathIdSchema', 'ManagerHeadersSchema']);
const AUTH_SCHEMES = { bearer: 'bearerAuth', basic: 'basicAuth', apiKey: 'apiKeyAuth' } as const;

const MEDIA_TYPES = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  multipart: 'multipart/form-data',
};

// The server is documented on the input side: what it sends before client-side defaults apply.
const jsonOptions = {
  io: 'input',
  target: 'draft-2020-12',
  unrepresentable: 'any',
  override: (ctx: { zodSchema: unknown; jsonSchema: Json }) => {
    const json = ctx.jsonSchema;
    if (ctx.zodSchema === FileSchema)
      Object.assign(json, { type: 'string', contentMediaType: 'application/octet-stream' });
    // zod's date regexes repeat what `format` already says, and safe-integer bounds are noise.
    if (json.format === 'date-time' || json.format === 'date') delete json.pattern;
    if (json.maximum === Number.MAX_SAFE_INTEGER) delete json.maximum;
    if (json.minimum === Number.MIN_SAFE_INTEGER) delete json.minimum;
  },
} as const;

function pascal(name: string): string {
  return name
    .split(/[._]/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');
}

function collectComponents(): {
  registry: z.core.$ZodRegistry<{ id: string }>;
  ids: Map<z.ZodMiniType, string>;
} {
  const registry = z.registry<{ id: string }>();
  const ids = new Map<z.ZodMiniType, string>();
  const add = (schema: z.ZodMiniType, id: string) => {
    if (ids.has(schema)) return;
    ids.set(schema, id);
    registry.add(schema, { id });
  };
  for (const module of SCHEMA_MODULES) {
    for (const [exportName, value] of Object.entries(module)) {
      if (
        !(value instanceof z.ZodMiniType) ||
        !exportName.endsWith('Schema') ||
        NOT_COMPONENTS.has(exportName)
      )
        continue;
      if (COMPONENT_TYPES.has(value.def.type)) add(value, exportName.slice(0, -'Schema'.length));
    }
  }
  for (const definition of operationList) {
    if (definition.body) add(definition.body, `${pascal(definition.name)}Request`);
    if (definition.responseType !== 'text') add(definition.response, `${pascal(definition.name)}Response`);
  }
  return { registry, ids };
}

function parameters(definition: OperationDefinition): Json[] {
  const out: Json[] = [];
  const pathShape = definition.pathParams?.shape ?? {};
  for (const name of pathParameterNames(definition.path)) {
    const schema = pathShape[name];
    out.push({
      name,
      in: 'path',
      required: true,
      ...(schema
        ? { schema: z.toJSONSchema(schema, jsonOptions) }
        : { schema: { type: 'string' }, description: 'Account scope from the deployment config' }),
    });
  }
  for (const [location, object] of [
    ['query', definition.query],
    ['header', definition.headers],
  ] as const) {
    for (const [name, schema] of Object.entries(object?.shape ?? {})) {
      out.push({
        name,
        in: location,
        required: !z.safeParse(schema, undefined).success,
        schema: z.toJSONSchema(schema, jsonOptions),
      });
    }
  }
  return out.map(({ schema, ...rest }) => ({ ...rest, schema: stripDialect(schema as Json) }));
}

// The document's dialect is declared once (OpenAPI 3.1 = 2020-12); per-schema $schema/$id are redundant.
function stripDialect(schema: Json): Json {
  const rest = { ...schema };
  delete rest.$schema;
  delete rest.$id;
  return rest;
}

function operation(definition: OperationDefinition, ids: Map<z.ZodMiniType, string>): Json {
  const ref = (schema: z.ZodMiniType) => ({ $ref: `#/components/schemas/${ids.get(schema) ?? 'missing'}` });
  const success =
    definition.responseType === 'text'
      ? { 'text/plain': { schema: { type: 'string' } } }
      : { 'application/json': { schema: ref(definition.response) } };
  const params = parameters(definition);
  return {
    operationId: definition.name,
    summary: definition.summary,
    tags: [definition.area],
    'x-host': definition.host,
    ...(definition.creates ? { 'x-idempotency-key': true } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(definition.body
      ? {
          requestBody: {
            required: true,
            content: { [MEDIA_TYPES[definition.bodyEncoding ?? 'json']]: { schema: ref(definition.body) } },
          },
        }
      : {}),
    security: definition.auth.map((scheme) => ({ [AUTH_SCHEMES[scheme]]: [] })),
    responses: {
      '200': { description: 'Success', content: success },
      ...errorResponses(definition),
    },
  };
}

/**
 * Keeps the schemas and responses the paths reach, directly or through other components: schema
 * modules also export shapes only the mock server uses (e.g. OrdersResponse).
 */
function usedComponents(paths: Json, components: Record<string, Json>): Record<string, Json> {
  const used = new Set<string>();
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string' && !used.has(value)) {
          used.add(value);
          const [, , section, name] = value.split('/');
          visit(components[section ?? '']?.[name ?? '']);
        } else visit(value);
      }
    }
  };
  visit(paths);
  return Object.fromEntries(
    Object.entries(components).map(([section, entries]) => [
      section,
      Object.fromEntries(
        Object.entries(entries).filter(([name]) => used.has(`#/components/${section}/${name}`)),
      ),
    ]),
  );
}

/** Builds the OpenAPI 3.1 contract a supplier server must meet, from the operation registry. */
export function buildOpenApiDocument(): Json {
  const { registry, ids } = collectComponents();
  const { schemas } = z.toJSONSchema(registry, { ...jsonOptions, uri: (id) => `#/components/schemas/${id}` });
  const paths: Record<string, Json> = {};
  for (const definition of operationList) {
    const item = (paths[definition.path] ??= {});
    item[definition.method.toLowerCase()] = operation(definition, ids);
  }
  const sortedSchemas = Object.fromEntries(
    Object.entries(schemas)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([id, schema]) => [id, stripDialect(schema as Json)]),
  );
  sortedSchemas.ErrorBody = errorBodyComponent(sortedSchemas.ErrorBody as Json);
  const sortedPaths = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Grocery storefront supplier API',
      version: '1.0.0',
      description:
        'Generated from src/api by `npm run openapi`; see docs/supplier-api.md. x-host names the host the storefront calls.',
    },
    servers: [
      {
        url: '{api_endpoint}',
        variables: {
          api_endpoint: {
            default: 'https://supplier.example',
            description: 'Agency host, main host or the supplier api_endpoint (see x-host)',
          },
        },
      },
    ],
    paths: sortedPaths,
    components: {
      ...usedComponents(sortedPaths, { schemas: sortedSchemas, responses: errorResponseComponents }),
      securitySchemes: {
        bearerAuth: { type: 'http', scheme: 'bearer' },
        basicAuth: { type: 'http', scheme: 'basic' },
        apiKeyAuth: { type: 'apiKey', in: 'header', name: 'X-Api-Key' },
      },
    },
  };
}

/** The generated document as committed: 2-space JSON with a trailing newline. */
export function renderOpenApiDocument(): string {
  return `${JSON.stringify(buildOpenApiDocument(), null, 2)}\n`;
}
