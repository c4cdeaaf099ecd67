import type { GifItem } from '@rep/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { GifGrid, gridMove } from './GifGrid';

const gif = (i: number): GifItem => ({
  id: `g${i}`,
  title: `GIF ${i}`,
  url: `/storage/ipfs/b${'a'.repeat(30)}${i}`,
  previewUrl: `/storage/ipfs/b${'a'.repeat(30)}${i}`,
  width: 160,
  height: 120,
  tags: [],
});

describe('gridMove', () => {
  it('moves by one sideways and by a row up and down, staying inside the grid', () => {
    expect(gridMove('ArrowRight', 0, 7)).toBe(1);
    expect(gridMove('ArrowRight', 6, 7)).toBe(6);
    expect(gridMove('ArrowLeft', 0, 7)).toBe(0);
    expect(gridMove('ArrowDown', 1, 7)).toBe(4);
    expect(gridMove('ArrowDown', 5, 7)).toBe(5);
    expect(gridMove('ArrowUp', 4, 7)).toBe(1);
    expect(gridMove('ArrowUp', 2, 7)).toBe(2);
    expect(gridMove('Home', 5, 7)).toBe(0);
    expect(gridMove('End', 1, 7)).toBe(6);
    expect(gridMove('a', 1, 7)).toBeNull();
  });
});

describe('GifGrid', () => {
  it('shows each preview with its title as alt text and one Tab stop', () => {
    render(<GifGrid gifs={[gif(0), gif(1), gif(2)]} onChoose={vi.fn()} />);
    expect(screen.getByAltText('GIF 1')).toHaveAttribute('src', gif(1).previewUrl);
    const options = screen.getAllByTestId('gif-option');
    expect(options.map((o) => o.tabIndex)).toEqual([0, -1, -1]);
  });

  it('moves focus with the arrow keys and chooses the focused GIF with Enter', () => {
    const onChoose = vi.fn();
    render(<GifGrid gifs={Array.from({ length: 6 }, (_, i) => gif(i))} onChoose={onChoose} />);
    const options = screen.getAllByTestId('gif-option');
    options[0]?.focus();
    fireEvent.keyDown(options[0] as HTMLElement, { key: 'ArrowDown' });
    expect(options[3]).toHaveFocus();
    expect(options[3]?.tabIndex).toBe(0);
    fireEvent.keyDown(options[3] as HTMLElement, { key: 'ArrowRight' });
    expect(options[4]).toHaveFocus();
    fireEvent.click(options[4] as HTMLElement);
    expect(onChoose).toHaveBeenCalledWith(gif(4));
  });
});
