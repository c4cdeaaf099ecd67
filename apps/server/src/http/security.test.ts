import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness';

let t: TestApp;
let port: number;
const sockets: Socket[] = [];
beforeAll(async () => {
  t = await createTestApp({ REQUEST_TIMEOUT_SEC: '1', MAX_CONNECTIONS: '2' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  port = address.port;
});
afterAll(async () => {
  for (const socket of sockets) socket.destroy();
  await t.close();
});

/** A raw connection to the listening app, with the time it was closed by the server (or null) and what it received. */
function rawConnection() {
  const socket = connect(port, '127.0.0.1');
  sockets.push(socket);
  const state = { closedAfterMs: null as number | null, received: '' };
  const opened = Date.now();
  socket.on('data', (chunk) => {
    state.received += chunk.toString();
  });
  socket.on('error', () => {});
  socket.on('close', () => {
    state.closedAfterMs = Date.now() - opened;
  });
  const ready = new Promise<void>((resolve) => socket.once('connect', () => resolve()));
  return { socket, state, ready };
}

/** Writes `text` one byte every `everyMs` until the socket closes or the text is out. */
async function trickle(socket: Socket, text: string, everyMs: number): Promise<void> {
  for (const char of text) {
    if (socket.destroyed || socket.writableEnded) return;
    socket.write(char);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('slow clients (issue 12, finding 4)', () => {
  it('should close a connection that trickles its body within the request timeout', async () => {
    const { socket, state, ready } = rawConnection();
    await ready;
    socket.write(
      'POST /auth/register HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    // 1000 bytes at one per 100 ms would take 100 s; the server must give up after about 1 s.
    void trickle(socket, `{"email":"${'a'.repeat(990)}`, 100);
    const deadline = Date.now() + 5000;
    while (state.closedAfterMs === null && Date.now() < deadline) await sleep(50);
    expect(state.closedAfterMs).not.toBeNull();
    expect(state.closedAfterMs).toBeLessThan(4000);
    expect(state.received).toMatch(/^HTTP\/1\.1 408/);
  });

  it('should close a connection that trickles its headers', async () => {
    const { socket, state, ready } = rawConnection();
    await ready;
    void trickle(socket, `GET /health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'b'.repeat(500)}`, 100);
    const deadline = Date.now() + 5000;
    while (state.closedAfterMs === null && Date.now() < deadline) await sleep(50);
    expect(state.closedAfterMs).not.toBeNull();
    expect(state.closedAfterMs).toBeLessThan(4000);
  });

  it('should refuse connections beyond MAX_CONNECTIONS and keep serving the others', async () => {
    const held = [rawConnection(), rawConnection()];
    await Promise.all(held.map((connection) => connection.ready));
    await sleep(100);
    const extra = rawConnection();
    const deadline = Date.now() + 2000;
    while (extra.state.closedAfterMs === null && Date.now() < deadline) await sleep(20);
    expect(extra.state.closedAfterMs).not.toBeNull();
    expect(extra.state.received).toBe('');
    held[0]!.socket.write('GET /health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    while (!held[0]!.state.received.includes('\r\n\r\n') && Date.now() < deadline + 2000) await sleep(20);
    expect(held[0]!.state.received).toMatch(/^HTTP\/1\.1 200/);
  });
});

/** The Content-Security-Policy of a response as directive name → values. */
function directivesOf(headers: Record<string, unknown>): Record<string, string[]> {
  const csp = String(headers['content-security-policy']);
  return Object.fromEntries(
    csp.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe('security headers (issue 12, finding 5)', () => {
  it('should send a strict Content-Security-Policy and forbid framing', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const directives = directivesOf(res.headers);
    expect(directives['default-src']).toEqual(["'self'"]);
    // WebAssembly compilation only (libsodium for chat), never eval of JavaScript.
    expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    // Only YouTube's privacy-enhanced player may be framed from elsewhere (video links, issue 16).
    // ('self': the /embed help page's preview of the frame, issue 17.)
    expect(directives['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com']);
    // heic-to's converter worker (a blob: of its own code) may start; no other origin's workers.
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
    expect(Object.values(directives).flat()).not.toContain("'unsafe-eval'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });
});

describe('the embeddable frame (issue 17, SPEC §9)', () => {
  it('should let any site frame /embed, with or without a query', async () => {
    for (const url of ['/embed', '/embed?url=https%3A%2F%2Fexample.com%2Fa']) {
      const res = await t.app.inject({ method: 'GET', url });
      const directives = directivesOf(res.headers);
      expect(directives['frame-ancestors']).toEqual(['*']);
      expect(res.headers['x-frame-options']).toBeUndefined();
      // The rest of the policy is unchanged.
      expect(directives['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    }
  });

  it('should keep refusing to be framed everywhere else', async () => {
    for (const url of ['/rep', '/embed/x', '/embedded', '/signin?redirect=/embed', '/api/post/get-feed']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(directivesOf(res.headers)['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
  });

  it('should let other sites load the embed script and nothing else', async () => {
    const script = await t.app.inject({ method: 'GET', url: '/embed.js' });
    expect(script.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const other = await t.app.inject({ method: 'GET', url: '/embed' });
    expect(other.headers['cross-origin-resource-policy']).toBe('same-origin');
  });

  it("should keep the sign-in popup's opener and still refuse to frame it", async () => {
    for (const url of ['/embed/sign-in', '/embed/sign-in?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      // The frame (on another site's page) opens it: same-origin COOP would sever window.opener.
      expect(res.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect(directivesOf(res.headers)['frame-ancestors']).toEqual(["'none'"]);
      expect(res.headers['x-frame-options']).toBe('DENY');
    }
    // Every other page keeps helmet's same-origin, the frame's own page included.
    for (const url of ['/embed', '/signin', '/embed/sign-in/x', '/rep']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    }
  });

  it('should refuse framing of a POST to /embed', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/embed' });
    expect(directivesOf(res.headers)['frame-ancestors']).toEqual(["'none'"]);
  });
});
