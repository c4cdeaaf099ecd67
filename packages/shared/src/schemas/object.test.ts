import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiEndpoints, authEndpoints } from '../endpoints';
import { contractObject, findUnsafeText, UNSAFE_TEXT_MESSAGE } from './object';

const endpoints = Object.entries({ ...authEndpoints, ...apiEndpoints });
/** The top-level fields of an endpoint's input and whether each is required. */
const fieldsOf = (input: z.ZodType) => {
  const json = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, unknown>;
    required?: string[];
  };
  return Object.keys(json.properties ?? {}).map((key) => ({ key, required: !!json.required?.includes(key) }));
};
const issuesAt = (result: z.ZodSafeParseResult<unknown>, key: string) =>
  (result.error?.issues ?? []).filter((issue) => issue.path[0] === key);

describe('the input rules of every contract object (contractObject)', () => {
  it.each(endpoints)(
    '%s: every field refuses a NUL byte and an unpaired surrogate, naming it',
    (_, endpoint) => {
      for (const { key } of fieldsOf(endpoint.input)) {
        for (const bad of ['a\u0000b', '\ud800', { nested: ['ok', 'x\udc00'] }]) {
          const issues = issuesAt(endpoint.input.safeParse({ [key]: bad }), key);
          expect(
            issues.map((issue) => issue.message),
            key,
          ).toContain(UNSAFE_TEXT_MESSAGE);
        }
      }
    },
  );

  it.each(endpoints)('%s: no optional field refuses an empty string', (_, endpoint) => {
    for (const { key, required } of fieldsOf(endpoint.input)) {
      if (required) continue;
      // Cross-field rules (a post needs text or media) may still speak; the field itself must not refuse ''.
      const fieldIssues = issuesAt(endpoint.input.safeParse({ [key]: '' }), key).filter(
        (i) => i.code !== 'custom',
      );
      expect(fieldIssues, key).toEqual([]);
    }
  });
});

/** The top-level number and boolean fields of an endpoint's input, each with a valid value. */
const scalarsOf = (input: z.ZodType) => {
  const json = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as {
    properties?: Record<string, { type?: string; minimum?: number; default?: unknown }>;
  };
  return Object.entries(json.properties ?? {}).flatMap(([key, field]): { key: string; value: unknown }[] => {
    if (field.type === 'boolean') return [{ key, value: true }];
    if (field.type === 'integer' || field.type === 'number') return [{ key, value: field.minimum ?? 0 }];
    return [];
  });
};

describe('a text read as the value it stands for (GET query values always arrive as strings)', () => {
  it.each(endpoints)(
    '%s: every number and boolean field takes the text that spells its value',
    (_, endpoint) => {
      for (const { key, value } of scalarsOf(endpoint.input)) {
        const asText = endpoint.input.safeParse({ [key]: String(value) });
        const asValue = endpoint.input.safeParse({ [key]: value });
        expect(issuesAt(asText, key), key).toEqual(issuesAt(asValue, key));
        if (asText.success) expect((asText.data as Record<string, unknown>)[key], key).toBe(value);
      }
    },
  );

  it('should read a paging query as numbers and keep text that a text field takes', () => {
    const query = contractObject({
      offset: z.number().int().min(0),
      nested: z.boolean(),
      name: z.string(),
      id: z.union([z.string(), z.number()]),
    });
    expect(query.parse({ offset: '20', nested: 'false', name: '42', id: '7' })).toEqual({
      offset: 20,
      nested: false,
      name: '42',
      id: '7',
    });
    expect(query.safeParse({ offset: '1e3', nested: 'yes', name: 'x', id: 1 }).success).toBe(false);
  });

  it('should read a list from its JSON or from one value, an object from its JSON, and null as absent', () => {
    const input = contractObject({
      ids: z.array(z.string()).optional(),
      tags: z.array(z.string()).default([]),
      about: contractObject({ bio: z.string() }).optional(),
      limit: z.number().default(20),
    });
    expect(input.parse({ ids: '["a","b"]', tags: 'x', about: '{"bio":"hi"}', limit: null })).toEqual({
      ids: ['a', 'b'],
      tags: ['x'],
      about: { bio: 'hi' },
      limit: 20,
    });
    expect(input.parse({ ids: null, tags: null, about: null })).toEqual({ tags: [], limit: 20 });
    expect(input.safeParse({ about: '{"bio":' }).error?.issues[0]?.path).toEqual(['about']);
  });
});

describe('findUnsafeText', () => {
  it('should give the path of the first NUL or unpaired surrogate, keys included, and accept emoji', () => {
    expect(findUnsafeText({ a: ['ok', { b: 'x\u0000' }] })).toEqual(['a', 1, 'b']);
    expect(findUnsafeText({ 'k\ud800': 1 })).toEqual(['k\ud800']);
    expect(findUnsafeText({ a: '😀', b: [1, null, true] })).toBeNull();
  });
});
