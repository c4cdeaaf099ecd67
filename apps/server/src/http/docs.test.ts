import { apiEndpoints, authEndpoints, type Endpoint } from '@rep/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const endpoints = Object.entries({ ...authEndpoints, ...apiEndpoints }) as [string, Endpoint][];

describe('GET /openapi.json', () => {
  it('lists every endpoint of the contract with its method, full path, input, security and failures', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    expect(res.statusCode).toBe(200);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    for (const [name, endpoint] of endpoints) {
      const path = `/${endpoint.base}${endpoint.path}`;
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      expect(operation.operationId).toBe(name);
      expect(operation['x-kind']).toBe(endpoint.kind);
      expect(operation.responses['400'].$ref).toBe('#/components/responses/BadRequest');
      expect(operation.security).toEqual(
        { required: [{ bearer: [] }], optional: [{}, { bearer: [] }], none: [] }[endpoint.auth],
      );
      const input = endpoint.method === 'GET' ? operation.parameters : operation.requestBody;
      expect(input, `${endpoint.method} ${path} input`).toBeDefined();
    }
    expect(document.components.schemas.Failure.properties.code.enum).toContain('RateLimited');
  });

  it('describes an input field with its constraints (createPost: body is a string)', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json();
    const schema =
      document.paths['/api/post/create-post'].post.requestBody.content['application/json'].schema;
    expect(schema.type).toBe('object');
    expect(schema.properties.body.type).toBe('string');
  });
});

describe('GET /docs', () => {
  it('answers the Swagger UI page, its same-origin assets and the document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/docs' });
    const html =
      page.statusCode === 302
        ? await t.app.inject({ method: 'GET', url: String(page.headers.location) })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toMatch(/text\/html/);
    expect(html.body).toContain('swagger-ui');
    expect(html.headers['content-security-policy']).toContain("script-src 'self'");
    expect(html.body).not.toMatch(/https?:\/\/(?!localhost)/);
    const bundle = await t.app.inject({ method: 'GET', url: '/docs/static/swagger-ui-bundle.js' });
    expect(bundle.statusCode).toBe(200);
    const json = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(Object.keys(json.json().paths)).toContain('/api/post/list');
  });
});
