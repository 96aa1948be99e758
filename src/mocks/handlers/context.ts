import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { config as zodConfig, type z } from 'zod/mini';
import { en } from 'zod/locales';
import type { ErrorBodySchema } from '#api/schemas/common.ts';
import { now } from '../db/clock.ts';
import type { View } from '../db/present-catalog.ts';
import { DATASET_NAMES, type DatasetName, type SeedSupplier } from '../db/seed/types.ts';
import { getState, saveState, type DatasetState } from '../db/state.ts';
import { faultyAnswer } from '../fault-answers.ts';
import { faultFor } from '../faults.ts';
import { getScenario, isScenario, SLOW_DELAY_MS, type ScenarioName } from '../scenarios.ts';
import { sessionPathPrefix } from '../sessions.ts';

// A real supplier explains a 422 in words; the fake backend names what was wrong the same way.
zodConfig(en());

// Every handler runs through route(): it finds the dataset (and supplier slug) from the path prefix,
// applies the active scenario, turns thrown Responses into answers and saves state after writes.
// Hosts look like `<origin>/<dataset>` and supplier endpoints like `<origin>/market/s/<slug>`, so
// handlers are registered origin-agnostic (`*/catalog/v1/...`) and this file reads the prefix.
// On the mock HTTP server a request may come through a backend session (`<origin>/~<session>/...`,
// server.ts strips that before the handlers see the path); every URL the backend hands out (images,
// market api_endpoints, invoices) keeps the session, so a browser following them stays in it.

export interface Ctx {
  request: Request;
  url: URL;
  params: Record<string, string>;
  dataset: DatasetName;
  /** Supplier slug from a `/<dataset>/s/<slug>/...` endpoint, if the request came that way. */
  slug: string | null;
  state: DatasetState;
  view: View;
  scenario: ScenarioName | null;
  now: Date;
}

const PREFIX = new RegExp(`^/(${DATASET_NAMES.join('|')})(?:/s/([a-z0-9-]+))?(?=/)`);

/** Dataset and supplier slug from a pathname; null when the first segment is not a dataset. */
export function parsePrefix(pathname: string): { dataset: DatasetName; slug: string | null } | null {
  const match = PREFIX.exec(pathname);
  if (!match) return null;
  return { dataset: match[1] as DatasetName, slug: match[2] ?? null };
}

/** A JSON answer typed by the app's schema, so a drifting handler fails the typecheck. */
export function json<T extends z.ZodMiniType>(_schema: T, body: z.input<T>, init?: ResponseInit): Response {
  return HttpResponse.json(body as JsonBodyType, init);
}

/** An error answer in the contract's shape (`status: 'error'` plus shopper-facing messages). */
export function fail(status: number, ...messages: string[]): Response {
  const body: z.input<typeof ErrorBodySchema> = { status: 'error', messages };
  return HttpResponse.json(body, { status });
}

type Resolver = (ctx: Ctx) => Response | Promise<Response>;
type MswInfo = { request: Request; params: Record<string, string | readonly string[] | undefined> };

function flatParams(params: MswInfo['params']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(params)) if (typeof value === 'string') out[key] = value;
  return out;
}

/** Wraps a handler body: dataset lookup, scenarios, faults, thrown Responses, persistence. */
export function route(resolver: Resolver, options: { asset?: boolean } = {}) {
  const answer = routeAnswer(resolver, options);
  return async (info: MswInfo): Promise<Response | undefined> => {
    const url = new URL(info.request.url);
    const prefix = PREFIX.exec(url.pathname);
    const switched =
      prefix && !options.asset ? faultFor(info.request.method, url.pathname.slice(prefix[0].length)) : null;
    if (!switched) return answer(info);
    return faultyAnswer(
      switched.fault,
      switched.definition,
      info.request,
      async () => (await answer(info)) ?? fail(404, 'No answer'),
    );
  };
}

function routeAnswer(resolver: Resolver, options: { asset?: boolean }) {
  return async ({ request, params }: MswInfo): Promise<Response | undefined> => {
    const url = new URL(request.url);
    const prefix = parsePrefix(url.pathname);
    // Asset paths are generic (/img/...): let the app's own files through instead of answering 404.
    if (!prefix) return options.asset ? undefined : fail(404, `Unknown dataset in ${url.pathname}`);
    // A request may name its own scenario (X-Mock-Scenario), so tests that run side by side
    // each see theirs; the global switch is for the demo and for the mock-api command line.
    const asked = request.headers.get('X-Mock-Scenario');
    const scenario = isScenario(asked) ? asked : asked === 'none' ? null : getScenario();
    if (!options.asset && scenario === 'slow') await delay(SLOW_DELAY_MS);
    if (!options.asset && scenario === 'server_error') return fail(500, 'Internal server error');
    const state = getState(prefix.dataset);
    if (prefix.slug && !state.seed.suppliers.some((s) => s.slug === prefix.slug)) {
      return fail(404, `Unknown supplier endpoint ${prefix.slug}`);
    }
    const ctx: Ctx = {
      request,
      url,
      params: flatParams(params),
      ...prefix,
      state,
      view: {
        base: `${url.origin}${sessionPathPrefix()}/${prefix.dataset}`,
        closed: scenario === 'supplier_closed',
      },
      scenario,
      now: now(),
    };
    try {
      const response = await resolver(ctx);
      if (request.method === 'GET') return response;
      const lost = scenario === 'lost_answer' && response.ok && loseFirstAnswer(ctx);
      saveState(state);
      return lost ? fail(500, 'Internal server error') : response;
    } catch (error) {
      if (error instanceof Response) return error;
      throw error;
    }
  };
}

/**
 * lost_answer: a write is applied, then its first answer is lost (a 500), as when a connection
 * drops after the supplier acted. A retry of the same call (same path and Idempotency-Key) gets
 * the real answer, so a client that reuses its key ends with one change and a client that makes a
 * new key makes two.
 */
function loseFirstAnswer(ctx: Ctx): boolean {
  const key = ctx.request.headers.get('Idempotency-Key') ?? '';
  const slot = `lost:${ctx.request.method} ${ctx.url.pathname}:${key}`;
  if (ctx.state.mut.idempotency[slot] !== undefined) return false;
  ctx.state.mut.idempotency[slot] = 1;
  return true;
}

/** Reads and validates a JSON body with the app's request schema; 422 naming the fields otherwise. */
export async function readBody<T extends z.ZodMiniType>(ctx: Ctx, schema: T): Promise<z.output<T>> {
  let raw: unknown;
  try {
    raw = await ctx.request.json();
  } catch {
    throw fail(400, 'Request body must be JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw fail(
      422,
      ...result.error.issues.slice(0, 5).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`),
    );
  }
  return result.data;
}

/** A numeric path parameter; 404 when it is not a number. */
export function idParam(ctx: Ctx, name: string): number {
  const value = Number(ctx.params[name]);
  if (!Number.isInteger(value)) throw fail(404, `Not found: ${name}`);
  return value;
}

export function queryNumber(ctx: Ctx, name: string): number | null {
  const raw = ctx.url.searchParams.get(name);
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** The supplier a request is about: endpoint slug, else an explicit id, else the dataset's first open one. */
export function resolveSupplier(ctx: Ctx, explicitId?: number | null): SeedSupplier {
  const { state } = ctx;
  if (ctx.slug) {
    const bySlug = state.seed.suppliers.find((s) => s.slug === ctx.slug);
    if (!bySlug) throw fail(404, `Unknown supplier endpoint ${ctx.slug}`);
    return bySlug;
  }
  const id = explicitId ?? queryNumber(ctx, 'supplier_id');
  if (id !== null) {
    const byId = state.suppliers.get(id);
    if (!byId) throw fail(404, `Supplier ${id} not found`);
    return byId;
  }
  const fallback = state.seed.suppliers.find((s) => !s.disabled) ?? state.seed.suppliers[0];
  if (!fallback) throw fail(404, 'No suppliers');
  return fallback;
}

/** Replays a creating call: the same Idempotency-Key returns what the first request created. */
export function idempotent(ctx: Ctx, operation: string, create: () => number): number {
  const key = ctx.request.headers.get('Idempotency-Key');
  if (!key) return create();
  const slot = `${operation}:${key}`;
  const existing = ctx.state.mut.idempotency[slot];
  if (existing !== undefined) return existing;
  const id = create();
  ctx.state.mut.idempotency[slot] = id;
  return id;
}
