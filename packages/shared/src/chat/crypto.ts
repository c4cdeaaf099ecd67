/**
 * Chat end-to-end encryption (issue 15, docs/CHAT.md), the one implementation the web app, tests and
 * benchmarks use: libsodium (`libsodium-wrappers-sumo`, for argon2id). Import it from `@rep/shared/chatCrypto`
 * only where chat runs: it loads ~170 KB of WebAssembly.
 *
 * - Identity: an X25519 key pair (sealed boxes) and an Ed25519 key pair (signatures) per account, the private
 *   keys escrowed under argon2id(passphrase) with XChaCha20-Poly1305.
 * - Conversation keys: 32 random bytes per epoch, sealed (`crypto_box_seal`) to each member together with
 *   the distributor's signature over `conversationId|epoch|key`.
 * - Messages: `r1.<epoch>.<nonce>.<ciphertext>.<signature>`; XChaCha20-Poly1305 with associated data
 *   `conversationId|epoch|senderId`, and the sender's Ed25519 signature over the associated data, nonce and
 *   ciphertext.
 * Binary values travel as base64url without padding.
 */
import sodiumModule from 'libsodium-wrappers-sumo';
import type { ChatIdentityRecord, ChatKeyEscrow } from '../entities';

type Sodium = typeof sodiumModule;

let ready: Promise<Sodium> | undefined;

/** libsodium, once its WebAssembly is initialised. */
export const sodiumReady = (): Promise<Sodium> => {
  ready ??= sodiumModule.ready.then(() => sodiumModule);
  return ready;
};

/**
 * The argon2id cost of new escrows: 3 passes over 64 MiB (about 0.3 s on a laptop, within a phone's memory).
 * Stored with each escrow so it can rise later.
 */
export const ESCROW_OPSLIMIT = 3;
export const ESCROW_MEMLIMIT = 64 * 1024 * 1024;

/** A chat identity unlocked in memory: raw key bytes. Never sent anywhere. */
export interface ChatIdentity {
  boxPublicKey: Uint8Array;
  boxPrivateKey: Uint8Array;
  signPublicKey: Uint8Array;
  signPrivateKey: Uint8Array;
}

/** The passphrase does not open the escrow (or the escrow was tampered with). */
export class WrongPassphraseError extends Error {
  constructor() {
    super('Wrong passphrase');
    this.name = 'WrongPassphraseError';
  }
}

/** A message or key failed its signature or decryption: forged, moved or corrupted. */
export class ChatIntegrityError extends Error {
  constructor(what: string) {
    super(`This ${what} could not be verified`);
    this.name = 'ChatIntegrityError';
  }
}

const text = new TextEncoder();
const utf8 = new TextDecoder('utf-8', { fatal: true });

const b64 = (sodium: Sodium, bytes: Uint8Array) =>
  sodium.to_base64(bytes, sodium.base64_variants.URLSAFE_NO_PADDING);
const unb64 = (sodium: Sodium, value: string) =>
  sodium.from_base64(value, sodium.base64_variants.URLSAFE_NO_PADDING);

const concat = (...parts: Uint8Array[]): Uint8Array => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** The escrow's associated data binds the ciphertext to the public keys published beside it. */
const escrowAd = (boxPublicKey: string, signPublicKey: string) =>
  text.encode(`rep-chat-escrow-v1|${boxPublicKey}|${signPublicKey}`);

const deriveKek = (
  sodium: Sodium,
  passphrase: string,
  escrow: Pick<ChatKeyEscrow, 'salt' | 'opslimit' | 'memlimit'>,
) =>
  sodium.crypto_pwhash(
    sodium.crypto_aead_xchacha20poly1305_ietf_KEYBYTES,
    passphrase.normalize('NFKC'),
    unb64(sodium, escrow.salt),
    escrow.opslimit,
    escrow.memlimit,
    sodium.crypto_pwhash_ALG_ARGON2ID13,
  );

/**
 * Makes a new chat identity and its escrow under `passphrase` (argon2id, {@link ESCROW_OPSLIMIT}).
 * @returns the unlocked identity and the record to publish with `/chat/keys/set`
 */
export async function createChatIdentity(
  passphrase: string,
  cost: { opslimit: number; memlimit: number } = { opslimit: ESCROW_OPSLIMIT, memlimit: ESCROW_MEMLIMIT },
): Promise<{ identity: ChatIdentity; record: ChatIdentityRecord }> {
  const sodium = await sodiumReady();
  const box = sodium.crypto_box_keypair();
  const sign = sodium.crypto_sign_keypair();
  const identity: ChatIdentity = {
    boxPublicKey: box.publicKey,
    boxPrivateKey: box.privateKey,
    signPublicKey: sign.publicKey,
    signPrivateKey: sign.privateKey,
  };
  const boxPublicKey = b64(sodium, box.publicKey);
  const signPublicKey = b64(sodium, sign.publicKey);
  const salt = b64(sodium, sodium.randombytes_buf(sodium.crypto_pwhash_SALTBYTES));
  const kek = deriveKek(sodium, passphrase, { salt, ...cost });
  const nonce = sodium.randombytes_buf(sodium.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES);
  const ciphertext = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
    concat(box.privateKey, sign.privateKey),
    escrowAd(boxPublicKey, signPublicKey),
    null,
    nonce,
    kek,
  );
  sodium.memzero(kek);
  return {
    identity,
    record: {
      boxPublicKey,
      signPublicKey,
      escrow: { version: 1, salt, ...cost, nonce: b64(sodium, nonce), ciphertext: b64(sodium, ciphertext) },
    },
  };
}

/**
 * Opens an escrowed identity with the passphrase (a new device, a reload).
 * @throws WrongPassphraseError when the passphrase is wrong or the record was altered
 */
export async function unlockChatIdentity(
  record: ChatIdentityRecord,
  passphrase: string,
): Promise<ChatIdentity> {
  const sodium = await sodiumReady();
  const kek = deriveKek(sodium, passphrase, record.escrow);
  let secret: Uint8Array;
  try {
    secret = sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(
      null,
      unb64(sodium, record.escrow.ciphertext),
      escrowAd(record.boxPublicKey, record.signPublicKey),
      unb64(sodium, record.escrow.nonce),
      kek,
    );
  } catch {
    throw new WrongPassphraseError();
  } finally {
    sodium.memzero(kek);
  }
  const boxLength = sodium.crypto_box_SECRETKEYBYTES;
  return {
    boxPublicKey: unb64(sodium, record.boxPublicKey),
    boxPrivateKey: secret.slice(0, boxLength),
    signPublicKey: unb64(sodium, record.signPublicKey),
    signPrivateKey: secret.slice(boxLength),
  };
}

/** An identity as base64url strings, to keep it for the session (e.g. in IndexedDB) and read it back. */
export async function exportChatIdentity(
  identity: ChatIdentity,
): Promise<Record<keyof ChatIdentity, string>> {
  const sodium = await sodiumReady();
  return {
    boxPublicKey: b64(sodium, identity.boxPublicKey),
    boxPrivateKey: b64(sodium, identity.boxPrivateKey),
    signPublicKey: b64(sodium, identity.signPublicKey),
    signPrivateKey: b64(sodium, identity.signPrivateKey),
  };
}

/** The inverse of {@link exportChatIdentity}. */
export async function importChatIdentity(
  exported: Record<keyof ChatIdentity, string>,
): Promise<ChatIdentity> {
  const sodium = await sodiumReady();
  return {
    boxPublicKey: unb64(sodium, exported.boxPublicKey),
    boxPrivateKey: unb64(sodium, exported.boxPrivateKey),
    signPublicKey: unb64(sodium, exported.signPublicKey),
    signPrivateKey: unb64(sodium, exported.signPrivateKey),
  };
}

/** A fresh random conversation key (32 bytes) for a new epoch. */
export async function newConversationKey(): Promise<Uint8Array> {
  const sodium = await sodiumReady();
  return sodium.crypto_aead_xchacha20poly1305_ietf_keygen();
}

const keyStatement = (conversationId: string, epoch: number, key: Uint8Array) =>
  concat(text.encode(`rep-chat-key-v1|${conversationId}|${epoch}|`), key);

/**
 * Seals an epoch's key to each member: `crypto_box_seal(key ‖ signature)` where the distributor (the caller)
 * signs `conversationId|epoch|key`, so the server cannot hand a member a key of its own making.
 * @param members each member's account id and X25519 public key (base64url), the caller included
 * @returns `keys` for the create, add-members, remove-members and rotate-key calls
 */
export async function sealConversationKey(input: {
  key: Uint8Array;
  conversationId: string;
  epoch: number;
  distributor: ChatIdentity;
  members: readonly { userId: string; boxPublicKey: string }[];
}): Promise<{ userId: string; sealedKey: string }[]> {
  const sodium = await sodiumReady();
  const signature = sodium.crypto_sign_detached(
    keyStatement(input.conversationId, input.epoch, input.key),
    input.distributor.signPrivateKey,
  );
  const payload = concat(input.key, signature);
  return input.members.map((member) => ({
    userId: member.userId,
    sealedKey: b64(sodium, sodium.crypto_box_seal(payload, unb64(sodium, member.boxPublicKey))),
  }));
}

/**
 * Opens the caller's sealed copy of an epoch's key and checks the distributor's signature.
 * @param distributorSignPublicKey the Ed25519 public key (base64url) of the member who sealed it (`sealedBy`)
 * @throws ChatIntegrityError when the box does not open or the signature does not match
 */
export async function openConversationKey(input: {
  sealedKey: string;
  conversationId: string;
  epoch: number;
  identity: ChatIdentity;
  distributorSignPublicKey: string;
}): Promise<Uint8Array> {
  const sodium = await sodiumReady();
  let payload: Uint8Array;
  try {
    payload = sodium.crypto_box_seal_open(
      unb64(sodium, input.sealedKey),
      input.identity.boxPublicKey,
      input.identity.boxPrivateKey,
    );
  } catch {
    throw new ChatIntegrityError('conversation key');
  }
  const key = payload.slice(0, sodium.crypto_aead_xchacha20poly1305_ietf_KEYBYTES);
  const signature = payload.slice(key.length);
  const valid =
    signature.length === sodium.crypto_sign_BYTES &&
    sodium.crypto_sign_verify_detached(
      signature,
      keyStatement(input.conversationId, input.epoch, key),
      unb64(sodium, input.distributorSignPublicKey),
    );
  if (!valid) throw new ChatIntegrityError('conversation key');
  return key;
}

const messageAd = (conversationId: string, epoch: number, senderId: string) =>
  text.encode(`${conversationId}|${epoch}|${senderId}`);

/**
 * Encrypts and signs a message's text (at most `CHAT_MESSAGE_MAX` characters, checked by the caller).
 * @returns the `content` of `/chat/message/create-message`
 */
export async function encryptMessage(input: {
  text: string;
  key: Uint8Array;
  conversationId: string;
  epoch: number;
  senderId: string;
  sender: ChatIdentity;
}): Promise<string> {
  const sodium = await sodiumReady();
  const ad = messageAd(input.conversationId, input.epoch, input.senderId);
  const nonce = sodium.randombytes_buf(sodium.crypto_aead_xchacha20poly1305_ietf_NPUBBYTES);
  const ciphertext = sodium.crypto_aead_xchacha20poly1305_ietf_encrypt(
    text.encode(input.text),
    ad,
    null,
    nonce,
    input.key,
  );
  const signature = sodium.crypto_sign_detached(concat(ad, nonce, ciphertext), input.sender.signPrivateKey);
  return [
    'r1',
    String(input.epoch),
    b64(sodium, nonce),
    b64(sodium, ciphertext),
    b64(sodium, signature),
  ].join('.');
}

/**
 * Verifies and decrypts a message's `content`.
 * @param keyOf the conversation key of an epoch, or undefined when the reader has none (before joining)
 * @param senderSignPublicKey the sender's (`accountId`'s) Ed25519 public key, base64url
 * @returns the text, or null when the reader holds no key for the message's epoch
 * @throws ChatIntegrityError when the envelope, signature, associated data or ciphertext does not check out
 */
export async function decryptMessage(input: {
  content: string;
  conversationId: string;
  senderId: string;
  senderSignPublicKey: string;
  keyOf: (epoch: number) => Uint8Array | undefined;
}): Promise<string | null> {
  const sodium = await sodiumReady();
  const [version, epochText, nonceText, ciphertextText, signatureText, ...rest] = input.content.split('.');
  const epoch = Number(epochText);
  if (version !== 'r1' || rest.length > 0 || !Number.isInteger(epoch) || !signatureText) {
    throw new ChatIntegrityError('message');
  }
  const key = input.keyOf(epoch);
  if (!key) return null;
  try {
    const ad = messageAd(input.conversationId, epoch, input.senderId);
    const nonce = unb64(sodium, nonceText ?? '');
    const ciphertext = unb64(sodium, ciphertextText ?? '');
    const signed = sodium.crypto_sign_verify_detached(
      unb64(sodium, signatureText),
      concat(ad, nonce, ciphertext),
      unb64(sodium, input.senderSignPublicKey),
    );
    if (!signed) throw new ChatIntegrityError('message');
    return utf8.decode(sodium.crypto_aead_xchacha20poly1305_ietf_decrypt(null, ciphertext, ad, nonce, key));
  } catch {
    throw new ChatIntegrityError('message');
  }
}

/**
 * A key fingerprint members can compare out of band (docs/CHAT.md "Threat model"), the way Signal shows
 * safety numbers: BLAKE2b-320 over both public keys, each 5 bytes read as a number mod 100000: 8 groups of
 * 5 digits.
 */
export async function chatKeyFingerprint(keys: {
  boxPublicKey: string;
  signPublicKey: string;
}): Promise<string> {
  const sodium = await sodiumReady();
  const statement = text.encode(`rep-chat-fingerprint-v1|${keys.boxPublicKey}|${keys.signPublicKey}`);
  const hash = sodium.crypto_generichash(40, statement, null);
  const groups: string[] = [];
  for (let at = 0; at < hash.length; at += 5) {
    const value = hash.slice(at, at + 5).reduce((sum, byte) => sum * 256 + byte, 0);
    groups.push(String(value % 100_000).padStart(5, '0'));
  }
  return groups.join(' ');
}
