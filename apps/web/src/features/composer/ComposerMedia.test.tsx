import { messages } from '@rep/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { Composer } from './Composer';

const VIDEO = 'https://youtu.be/dQw4w9WgXcQ';

function setup() {
  const onSubmit = vi.fn();
  render(
    <>
      <Composer onSubmit={onSubmit} toolbar />
      <Toaster />
    </>,
  );
  const input = screen.getByTestId('composer-input');
  fireEvent.focus(input);
  const paste = (text: string) => {
    fireEvent.paste(input, { clipboardData: { getData: () => text } });
    fireEvent.change(input, { target: { value: text } });
  };
  return { onSubmit, input, paste, send: () => screen.getByTestId('composer-send') };
}

describe('Composer media (issue 16)', () => {
  it('attaches a pasted YouTube link as a video in the nocookie player and posts it as media', () => {
    const { onSubmit, paste, send } = setup();
    paste(VIDEO);
    expect(screen.getByTestId('video-embed')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    expect(screen.getByTestId('composer-media')).toBeDisabled();
    fireEvent.click(send());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ body: VIDEO, media: { type: 'Video', url: VIDEO } }),
    );
    // Cleared with the text.
    expect(screen.queryByTestId('media-attachment')).not.toBeInTheDocument();
  });

  it("shows 'Invalid url' for a YouTube link it cannot play, and Post waits until it is removed", () => {
    const { paste, send } = setup();
    paste('https://www.youtube.com/@someone');
    expect(screen.getByTestId('video-invalid')).toHaveTextContent(messages.invalidUrl);
    expect(send()).toBeDisabled();
    fireEvent.click(screen.getByTestId('media-remove'));
    expect(screen.queryByTestId('video-invalid')).not.toBeInTheDocument();
    expect(send()).toBeEnabled();
  });

  it('leaves other pasted links as text', () => {
    const { paste } = setup();
    paste('https://example.com/watch?v=dQw4w9WgXcQ');
    expect(screen.queryByTestId('media-attachment')).not.toBeInTheDocument();
  });

  it("refuses a file that is not an image with 'Invalid file type' and attaches nothing", async () => {
    setup();
    const file = new File(['just text'], 'notes.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('media-file-input'), { target: { files: [file] } });
    await waitFor(() => expect(screen.getByText(messages.invalidFileType)).toBeInTheDocument());
    expect(screen.getByText(messages.pleaseUploadImage)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByTestId('media-attachment')).not.toBeInTheDocument());
  });
});
