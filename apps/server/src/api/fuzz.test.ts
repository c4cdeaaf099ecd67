/**
 * Schema-driven fuzzing of the whole contract: every endpoint of packages/shared/src/endpoints.ts (a new one is
 * fuzzed without touching this file) gets inputs shaped by its zod schema but hostile — NUL bytes, unpaired
 * surrogates, huge and empty strings, wrong types, missing and extra fields, negative and huge numbers — signed
 * in as a normal account and as no one. No answer may be a 5xx (issue 12, security finding 3).
 */
import { apiEndpoints, authEndpoints, type Endpoint, endpointPath } from '@rep/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp, type TestUser } from '../test/harness';

/** Runs per endpoint and caller (FUZZ_RUNS overrides). */
const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

let t: TestApp;
let user: TestUser;
/** Real ids and names, so part of the inputs reach past validation into the handlers and the database. */
let known: string[] = [];

beforeAll(async () => {
  t = await createTestApp({ POST_LIMIT_SILVER: '100000', GUARD_MIN_ROLE: 'Silver' });
  user = await t.signUp('Fuzzer', 'Silver');
  const other = await t.signUp('Target', 'Silver');
  const post = await t.call(apiEndpoints.createPost, { body: 'fuzz #target @target' }, other.token);
  const poll = await t.call(
    apiEndpoints.createPost,
    {
      postType: 'Poll',
      body: 'q',
      postTypeValue: { options: ['a', 'b'], pollLength: Date.now() + 3_600_000 },
    },
    other.token,
  );
  known = [
    user.accountId,
    other.accountId,
    post.body.data.id,
    poll.body.data.id,
    'Rep',
    'client|abc',
    'Rep_x',
  ];
}, 60_000);
afterAll(() => t.close());

type JsonSchema = {
  type?: string;
  enum?: unknown[];
  pattern?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udfffy',
  '😀',
  '%00',
  "' or 1=1 --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '{"a":1}',
  '-1',
  '1e309',
  'x'.repeat(70_000),
];
const WRONG_TYPES = fc.constantFrom<unknown>(
  null,
  true,
  false,
  0,
  -1,
  1.5,
  '',
  [],
  {},
  [null],
  { a: 1 },
  'x',
);

const hostileString = (schema: JsonSchema): fc.Arbitrary<unknown> => {
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...HOSTILE_STRINGS),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.constantFrom(...known),
  ];
  if (schema.pattern) options.push(fc.stringMatching(new RegExp(schema.pattern)));
  return fc.oneof(...options);
};

const hostileNumber = fc.oneof(
  fc.integer({ min: -10, max: 200 }),
  fc.constantFrom(-1, 0, 1.5, -0.5, 1e12, -1e12, Number.MAX_SAFE_INTEGER + 2),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An arbitrary shaped like a (JSON-schema view of a) zod schema, mixed with hostile values of every type. */
function hostile(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return fc.oneof(...variants.map((variant) => hostile(variant, depth)), WRONG_TYPES);
  if (schema.enum) return fc.oneof(fc.constantFrom(...schema.enum), hostileString(schema), WRONG_TYPES);
  switch (schema.type) {
    case 'string':
      return fc.oneof(hostileString(schema), WRONG_TYPES);
    case 'number':
    case 'integer':
      return fc.oneof(hostileNumber, WRONG_TYPES);
    case 'boolean':
      return fc.oneof(fc.boolean(), WRONG_TYPES);
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.oneof(
        fc.array(depth < 3 && schema.items ? hostile(schema.items, depth + 1) : fc.anything(), {
          maxLength: 6,
        }),
        fc.array(fc.constantFrom(...known), { minLength: 101, maxLength: 120 }),
        WRONG_TYPES,
      );
    case 'object': {
      if (depth >= 3) return WRONG_TYPES;
      const fields = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, field]) => [key, hostile(field, depth + 1)]),
      );
      const record = fc.record(fields, { requiredKeys: [] });
      const extra = fc.dictionary(fc.string({ maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 2 });
      return fc.oneof(
        { weight: 4, arbitrary: fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known })) },
        { weight: 1, arbitrary: fc.string({ maxLength: 20 }) },
        { weight: 1, arbitrary: WRONG_TYPES },
      );
    }
    default:
      return fc.anything({ maxDepth: 2 });
  }
}

/** A GET input as a query string: objects as JSON, the rest as text. */
const toQuery = (input: unknown): Record<string, string> =>
  Object.fromEntries(
    Object.entries(typeof input === 'object' && input !== null ? input : { value: input }).map(
      ([key, value]) => [key, typeof value === 'string' ? value : (JSON.stringify(value) ?? '')],
    ),
  );

async function send(endpoint: Endpoint, input: unknown, token: string | undefined) {
  const url = endpointPath(endpoint);
  const headers = token ? { authorization: `Bearer ${token}` } : {};
  const response =
    endpoint.method === 'GET'
      ? await t.app.inject({ method: 'GET', url, query: toQuery(input), headers })
      : await t.app.inject({
          method: endpoint.method,
          url,
          payload: JSON.stringify(input) ?? 'null',
          headers: { ...headers, 'content-type': 'application/json' },
        });
  return response.statusCode;
}

// Deleting oneself ends the signed-in caller's session, so it runs last.
const endpoints = Object.entries({ ...authEndpoints, ...apiEndpoints }).sort(
  ([a], [b]) => Number(a === 'deleteSelf') - Number(b === 'deleteSelf'),
);

describe('fuzzing every endpoint of the contract', () => {
  it.each(endpoints)('%s should never answer 5xx', async (_name, endpoint) => {
    const schema = z.toJSONSchema(endpoint.input, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    for (const caller of ['account', 'no one'] as const) {
      await fc.assert(
        fc.asyncProperty(hostile(schema), async (input) => {
          const status = await send(endpoint, input, caller === 'account' ? user.token : undefined);
          expect(status, `${caller}: ${JSON.stringify(input)?.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    }
  });
});
