import { messages } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PostMediaView } from './PostMediaView';

const STORED = `/storage/ipfs/bafkrei${'a'.repeat(52)}`;

describe('PostMediaView (issue 16)', () => {
  it('renders nothing for a post without media', () => {
    const { container } = render(<PostMediaView media={{ type: 'Standard', url: '' }} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('gives an image its description as alt and an ALT badge that shows it', () => {
    render(<PostMediaView media={{ type: 'Image', url: STORED, alt: 'A red fox' }} />);
    expect(screen.getByRole('img', { name: 'A red fox' })).toHaveAttribute('src', STORED);
    expect(screen.queryByTestId('media-alt-text')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^ALT/ }));
    expect(screen.getByTestId('media-alt-text')).toHaveTextContent('A red fox');
    fireEvent.click(screen.getByTestId('media-alt-text'));
    expect(screen.queryByTestId('media-alt-text')).not.toBeInTheDocument();
  });

  it('shows no ALT badge for an image without a description', () => {
    render(<PostMediaView media={{ type: 'Image', url: STORED }} />);
    expect(screen.queryByTestId('media-alt-badge')).not.toBeInTheDocument();
  });

  it('plays a YouTube link in the nocookie player, an uploaded video with controls, and refuses other links', () => {
    const { rerender } = render(
      <PostMediaView media={{ type: 'Video', url: 'https://www.youtube.com/shorts/dQw4w9WgXcQ' }} />,
    );
    expect(screen.getByTestId('video-embed')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    rerender(<PostMediaView media={{ type: 'Video', url: STORED }} />);
    expect(screen.getByTestId('post-video')).toHaveAttribute('src', STORED);
    expect(screen.getByTestId('post-video')).toHaveAttribute('controls');
    rerender(<PostMediaView media={{ type: 'Video', url: 'https://evil.example/video' }} />);
    expect(screen.getByTestId('video-invalid')).toHaveTextContent(messages.invalidUrl);
    expect(screen.queryByTestId('video-embed')).not.toBeInTheDocument();
  });
});
