import type { GifItem } from '@rep/shared';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { bodiesSentTo, mockApi } from '../../test/mockApi';
import { createTestWrapper } from '../../test/render';
import { GifPickerDialog } from './GifPickerDialog';

const gif = (title: string): GifItem => ({
  id: title,
  title,
  url: `https://media.example.test/${title}.gif`,
  previewUrl: `https://media.example.test/${title}-small.gif`,
  width: 100,
  height: 80,
  tags: [],
});

afterEach(() => vi.unstubAllGlobals());

describe('GifPickerDialog', () => {
  it('searches as the user types and hands the chosen GIF over, closing itself', async () => {
    const fetchMock = mockApi({
      '/api/gif/search': (body) => (body.q === 'cat' ? [gif('Cat')] : [gif('Newest'), gif('Older')]),
    });
    const onChoose = vi.fn();
    const onOpenChange = vi.fn();
    const { wrapper } = createTestWrapper();
    render(<GifPickerDialog open onOpenChange={onOpenChange} onChoose={onChoose} />, { wrapper });
    expect(await screen.findByAltText('Newest')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search GIFs' }), { target: { value: ' cat ' } });
    const cat = await screen.findByAltText('Cat');
    expect(screen.queryByAltText('Newest')).not.toBeInTheDocument();
    expect(bodiesSentTo(fetchMock, '/api/gif/search').at(-1)).toMatchObject({
      q: 'cat',
      offset: 0,
      limit: 24,
    });
    fireEvent.click(cat);
    expect(onChoose).toHaveBeenCalledWith(gif('Cat'));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it("says 'No GIFs found' when the search finds none", async () => {
    mockApi({ '/api/gif/search': [] });
    const { wrapper } = createTestWrapper();
    render(<GifPickerDialog open onOpenChange={vi.fn()} onChoose={vi.fn()} />, { wrapper });
    await waitFor(() => expect(screen.getByTestId('gif-empty')).toHaveTextContent('No GIFs found'));
  });
});
