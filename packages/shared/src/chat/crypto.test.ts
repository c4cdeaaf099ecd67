import { describe, expect, it } from 'vitest';
import { CHAT_ESCROW_MIN_COST } from '../constants';
import { chatContentSchema, chatKeysSetInput, envelopeEpoch, sealedKeySchema } from '../schemas/chat';
import {
  ChatIntegrityError,
  chatKeyFingerprint,
  createChatIdentity,
  decryptMessage,
  encryptMessage,
  newConversationKey,
  openConversationKey,
  sealConversationKey,
  unlockChatIdentity,
  WrongPassphraseError,
} from './crypto';

const member = async (userId: string) => {
  const { identity, record } = await createChatIdentity(`passphrase of ${userId}`, CHAT_ESCROW_MIN_COST);
  return { userId, identity, record, boxPublicKey: record.boxPublicKey };
};

describe('chat crypto', () => {
  it('escrows the identity: the passphrase unlocks it on another device, a wrong one or a swapped key does not', async () => {
    const ada = await member('client|ada');
    expect(chatKeysSetInput.safeParse(ada.record).success).toBe(true);
    const unlocked = await unlockChatIdentity(ada.record, 'passphrase of client|ada');
    expect(unlocked.boxPrivateKey).toEqual(ada.identity.boxPrivateKey);
    expect(unlocked.signPrivateKey).toEqual(ada.identity.signPrivateKey);
    await expect(unlockChatIdentity(ada.record, 'wrong passphrase')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
    const other = await member('client|eve');
    const swapped = { ...ada.record, boxPublicKey: other.record.boxPublicKey };
    await expect(unlockChatIdentity(swapped, 'passphrase of client|ada')).rejects.toBeInstanceOf(
      WrongPassphraseError,
    );
  });

  it('seals an epoch key to each member, checks the distributor, and round-trips a message', async () => {
    const [ada, bob, eve] = await Promise.all([
      member('client|ada'),
      member('client|bob'),
      member('client|eve'),
    ]);
    const key = await newConversationKey();
    const keys = await sealConversationKey({
      key,
      conversationId: 'conv12345',
      epoch: 0,
      distributor: ada.identity,
      members: [ada, bob],
    });
    expect(keys.every((sealed) => sealedKeySchema.safeParse(sealed).success)).toBe(true);
    const bobsCopy = keys.find((sealed) => sealed.userId === 'client|bob')?.sealedKey ?? '';
    const opened = await openConversationKey({
      sealedKey: bobsCopy,
      conversationId: 'conv12345',
      epoch: 0,
      identity: bob.identity,
      distributorSignPublicKey: ada.record.signPublicKey,
    });
    expect(opened).toEqual(key);
    // Not Eve's box; and a key presented as another epoch's, conversation's or distributor's is refused.
    for (const attempt of [
      { identity: eve.identity, epoch: 0, conversationId: 'conv12345', by: ada },
      { identity: bob.identity, epoch: 1, conversationId: 'conv12345', by: ada },
      { identity: bob.identity, epoch: 0, conversationId: 'other1234', by: ada },
      { identity: bob.identity, epoch: 0, conversationId: 'conv12345', by: eve },
    ]) {
      await expect(
        openConversationKey({
          sealedKey: bobsCopy,
          conversationId: attempt.conversationId,
          epoch: attempt.epoch,
          identity: attempt.identity,
          distributorSignPublicKey: attempt.by.record.signPublicKey,
        }),
      ).rejects.toBeInstanceOf(ChatIntegrityError);
    }

    const content = await encryptMessage({
      text: 'Hello Bob, ünïcode ✓',
      key,
      conversationId: 'conv12345',
      epoch: 0,
      senderId: 'client|ada',
      sender: ada.identity,
    });
    expect(chatContentSchema.safeParse(content).success).toBe(true);
    expect(envelopeEpoch(content)).toBe(0);
    expect(content).not.toContain('Hello');
    const read = (overrides: Partial<Parameters<typeof decryptMessage>[0]>) =>
      decryptMessage({
        content,
        conversationId: 'conv12345',
        senderId: 'client|ada',
        senderSignPublicKey: ada.record.signPublicKey,
        keyOf: (epoch) => (epoch === 0 ? key : undefined),
        ...overrides,
      });
    expect(await read({})).toBe('Hello Bob, ünïcode ✓');
    // Moved to another conversation, attributed to another sender, or re-signed by Eve: refused.
    await expect(read({ conversationId: 'other1234' })).rejects.toBeInstanceOf(ChatIntegrityError);
    await expect(
      read({ senderId: 'client|eve', senderSignPublicKey: eve.record.signPublicKey }),
    ).rejects.toBeInstanceOf(ChatIntegrityError);
    const tampered = content.replace(/\.([A-Za-z0-9_-])/, (_, first) => `.${first === 'A' ? 'B' : 'A'}`);
    await expect(read({ content: tampered })).rejects.toBeInstanceOf(ChatIntegrityError);
    // A reader without the epoch's key (a member who joined later, or one removed before it) gets null.
    expect(await read({ keyOf: () => undefined })).toBeNull();
  });

  it('fingerprints keys as 8 groups of 5 digits, the same on every device', async () => {
    const ada = await member('client|ada');
    const fingerprint = await chatKeyFingerprint(ada.record);
    expect(fingerprint).toMatch(/^\d{5}( \d{5}){7}$/);
    expect(await chatKeyFingerprint({ ...ada.record })).toBe(fingerprint);
  });
});
