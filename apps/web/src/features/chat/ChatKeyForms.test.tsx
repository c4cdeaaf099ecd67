import { CHAT_PASSPHRASE_MIN } from '@rep/shared';
import { createChatIdentity, unlockChatIdentity } from '@rep/shared/chatCrypto';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PassphraseSetUp } from './PassphraseSetUp';
import { UnlockForm } from './UnlockForm';

/** argon2id at libsodium's minimum cost: the escrow is real, the test stays fast. */
const cheap = { opslimit: 1, memlimit: 8192 };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PassphraseSetUp', () => {
  it('says that Rep cannot recover the passphrase', () => {
    render(<PassphraseSetUp setUp={vi.fn()} />);
    expect(screen.getByTestId('chat-set-up')).toHaveTextContent('Rep cannot recover it');
  });

  it(`refuses a passphrase under ${CHAT_PASSPHRASE_MIN} characters and a confirmation that differs`, () => {
    const setUp = vi.fn(async () => {});
    render(<PassphraseSetUp setUp={setUp} />);
    type('Passphrase *', 'a'.repeat(CHAT_PASSPHRASE_MIN - 1));
    type('Confirm passphrase *', 'a'.repeat(CHAT_PASSPHRASE_MIN - 1));
    fireEvent.click(screen.getByRole('button', { name: 'Set up messages' }));
    expect(screen.getByText(`Use at least ${CHAT_PASSPHRASE_MIN} characters`)).toBeInTheDocument();

    type('Passphrase *', 'correct horse battery');
    type('Confirm passphrase *', 'correct horse batterY');
    fireEvent.click(screen.getByRole('button', { name: 'Set up messages' }));
    expect(screen.getByText('The passphrases do not match')).toBeInTheDocument();
    expect(setUp).not.toHaveBeenCalled();
  });

  it('sets up with the passphrase, and shows why when that fails', async () => {
    const setUp = vi.fn(async () => {
      throw new Error('Chat keys are already set up for this account');
    });
    render(<PassphraseSetUp setUp={setUp} />);
    type('Passphrase *', 'correct horse battery');
    type('Confirm passphrase *', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Set up messages' }));
    expect(setUp).toHaveBeenCalledWith('correct horse battery');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Chat keys are already set up for this account',
    );
  });
});

describe('UnlockForm', () => {
  it("says 'Wrong passphrase' when the passphrase does not open the escrow, and unlocks with the right one", async () => {
    const { record } = await createChatIdentity('correct horse battery', cheap);
    const opened = vi.fn();
    render(
      <UnlockForm unlock={async (passphrase) => opened(await unlockChatIdentity(record, passphrase))} />,
    );
    type('Passphrase *', 'wrong horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    expect(await screen.findByText('Wrong passphrase')).toBeInTheDocument();
    expect(opened).not.toHaveBeenCalled();

    type('Passphrase *', 'correct horse battery');
    fireEvent.click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(screen.queryByText('Wrong passphrase')).toBeNull();
  });
});
