import type { ChatIdentityRecord } from '@rep/shared';
import type { Db } from '../db/client';
import { runStatement, statement } from '../db/statements';
import { commandTransaction } from '../events/bus';
import { ApiError } from '../http/errors';

const insertStatement = statement<{ accountId: string }>(
  'chat_identity_insert',
  `insert into chat_identities (account_id, box_public_key, sign_public_key, escrow) values ($1, $2, $3, $4)
   on conflict (account_id) do nothing returning account_id as "accountId"`,
);

/**
 * Publishes `accountId`'s chat identity (docs/CHAT.md "Keys"): its public keys and the escrow of its private
 * keys, encrypted in the browser. Once: a second identity would make the first one's conversations unreadable.
 * @returns the stored record
 * @throws ApiError ChatKeysExist (409) when the account already has one
 */
export const setChatKeys = (db: Db, accountId: string, record: ChatIdentityRecord) =>
  commandTransaction(db, async (tx) => {
    const inserted = await runStatement(tx, insertStatement, [
      accountId,
      record.boxPublicKey,
      record.signPublicKey,
      JSON.stringify(record.escrow),
    ]);
    if (inserted.length === 0) throw new ApiError('ChatKeysExist');
    return { record, events: [] };
  });
