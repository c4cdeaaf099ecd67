/**
 * A local fake push service speaking the web push wire format (RFC 8030 delivery, RFC 8292 VAPID, RFC 8291
 * aes128gcm), for testing the real sender against it: HTTPS on 127.0.0.1 with a self-signed certificate (made
 * with the `openssl` CLI), which checks each request's `Authorization: vapid t=<JWT>, k=<key>` header (ES256
 * signature, `aud` the endpoint's origin, `exp` within 24 hours, `sub` present, `k` the key the subscription
 * was made with) and decrypts the body with the subscription's private key as a browser would.
 */

import { execFileSync } from 'node:child_process';
import { createECDH, createPublicKey, type ECDH, randomBytes, verify } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { Agent, createServer, type Server } from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** http_ece's decrypt (the package ships no types). */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(buffer: Buffer, params: { version: 'aes128gcm'; privateKey: ECDH; authSecret: Buffer }): Buffer;
};

/** A browser's push subscription made on the fake: what the server stores, and the browser's private key. */
export interface FakeSubscription {
  endpoint: string;
  /** The browser's P-256 public key, base64url (the subscription's `keys.p256dh`). */
  p256dh: string;
  /** The 16-byte auth secret, base64url (`keys.auth`). */
  auth: string;
  ecdh: ECDH;
  /** The VAPID public key the subscription was made with (`applicationServerKey`). */
  applicationServerKey: string;
}

/** A message the fake accepted (201), decrypted. */
export interface ReceivedPush {
  endpoint: string;
  payload: string;
  ttl: number;
  urgency: string | undefined;
  /** The VAPID JWT's claims. */
  claims: { aud: string; exp: number; sub: string };
}

/** The running fake push service. */
export interface FakePushService {
  /** `https://127.0.0.1:<port>`. */
  origin: string;
  /** An HTTPS agent trusting the fake's certificate (pass it to the sender). */
  agent: Agent;
  /** Accepted messages, in order. */
  received: ReceivedPush[];
  /** Refused requests: the endpoint and why (bad VAPID token, undecryptable body, …). */
  refused: { endpoint: string; reason: string }[];
  /** Subscribes a new browser for the VAPID public key `applicationServerKey`. */
  subscribe(applicationServerKey: string): FakeSubscription;
  /** Makes the fake answer `status` (e.g. 410 Gone, 500) to every message for `endpoint`. */
  answer(endpoint: string, status: number): void;
  close(): Promise<void>;
}

/** A self-signed certificate for IP 127.0.0.1, valid one day. */
function selfSignedCertificate(): { key: string; cert: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'rep-fake-push-'));
  try {
    const keyFile = path.join(dir, 'key.pem');
    const certFile = path.join(dir, 'cert.pem');
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-keyout',
        keyFile,
        '-out',
        certFile,
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(keyFile, 'utf8'), cert: readFileSync(certFile, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads a request's body. */
async function bodyOf(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Verifies a VAPID `Authorization` header (RFC 8292 §3) for a message to `origin`.
 * @returns the JWT's claims
 * @throws Error saying what is wrong
 */
function verifyVapid(
  header: string | undefined,
  origin: string,
  expectedKey: string,
): ReceivedPush['claims'] {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a vapid authorization: ${header}`);
  const [, token = '', key = ''] = match;
  if (key !== expectedKey) throw new Error("k is not the subscription's applicationServerKey");
  const [head = '', body = '', signature = ''] = token.split('.');
  if (JSON.parse(Buffer.from(head, 'base64url').toString()).alg !== 'ES256')
    throw new Error('alg is not ES256');
  const point = Buffer.from(key, 'base64url');
  const publicKey = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: point.subarray(1, 33).toString('base64url'),
      y: point.subarray(33, 65).toString('base64url'),
    },
    format: 'jwk',
  });
  const signed = Buffer.from(`${head}.${body}`);
  const valid = verify(
    'sha256',
    signed,
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!valid) throw new Error('bad JWT signature');
  const claims = JSON.parse(Buffer.from(body, 'base64url').toString());
  const now = Date.now() / 1000;
  if (claims.aud !== origin) throw new Error(`aud ${claims.aud} is not ${origin}`);
  if (!(claims.exp > now && claims.exp <= now + 24 * 60 * 60))
    throw new Error(`exp ${claims.exp} not within 24 h`);
  if (!/^(mailto:|https:)/.test(claims.sub ?? '')) throw new Error(`sub ${claims.sub} is not a contact`);
  return claims;
}

/** Starts the fake push service on a free port of 127.0.0.1. */
export async function startFakePushService(): Promise<FakePushService> {
  const { key, cert } = selfSignedCertificate();
  const subscriptions = new Map<string, FakeSubscription>();
  const answers = new Map<string, number>();
  const received: ReceivedPush[] = [];
  const refused: FakePushService['refused'] = [];
  let origin = '';

  const server: Server = createServer({ key, cert }, async (request, response) => {
    const endpoint = origin + (request.url ?? '');
    const body = await bodyOf(request);
    const subscription = subscriptions.get(endpoint);
    if (request.method !== 'POST' || !subscription) {
      response.writeHead(404).end();
      return;
    }
    try {
      const claims = verifyVapid(request.headers.authorization, origin, subscription.applicationServerKey);
      if (request.headers['content-encoding'] !== 'aes128gcm') throw new Error('not aes128gcm');
      const ttl = Number(request.headers.ttl);
      if (!Number.isInteger(ttl) || ttl < 0) throw new Error('no TTL');
      const status = answers.get(endpoint);
      if (status !== undefined) {
        response.writeHead(status).end();
        return;
      }
      const payload = ece
        .decrypt(body, {
          version: 'aes128gcm',
          privateKey: subscription.ecdh,
          authSecret: Buffer.from(subscription.auth, 'base64url'),
        })
        .toString('utf8');
      const urgency = request.headers.urgency as string | undefined;
      received.push({ endpoint, payload, ttl, urgency, claims });
      response.writeHead(201, { location: `${endpoint}/message/${received.length}` }).end();
    } catch (error) {
      refused.push({ endpoint, reason: (error as Error).message });
      response.writeHead(403).end((error as Error).message);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const agent = new Agent({ ca: cert, keepAlive: false });

  return {
    origin,
    agent,
    received,
    refused,
    subscribe(applicationServerKey) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const subscription: FakeSubscription = {
        endpoint: `${origin}/push/${randomBytes(12).toString('base64url')}`,
        p256dh: ecdh.getPublicKey('base64url', 'uncompressed'),
        auth: randomBytes(16).toString('base64url'),
        ecdh,
        applicationServerKey,
      };
      subscriptions.set(subscription.endpoint, subscription);
      return subscription;
    },
    answer(endpoint, status) {
      answers.set(endpoint, status);
    },
    close: async () => {
      agent.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
