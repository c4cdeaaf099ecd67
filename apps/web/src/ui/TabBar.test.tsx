import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { TabBar } from './TabBar';

const tabs = [
  { key: 'one', label: 'One' },
  { key: 'two', label: 'Two' },
  { key: 'three', label: 'Three' },
] as const;

function Tabs() {
  const [selected, setSelected] = useState<(typeof tabs)[number]['key']>('one');
  return <TabBar tabs={tabs} selected={selected} onSelect={setSelected} label="Numbers" />;
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('TabBar', () => {
  it('is a labelled tablist whose selected tab is the only Tab stop', () => {
    render(<Tabs />);
    expect(screen.getByRole('tablist', { name: 'Numbers' })).toBeInTheDocument();
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveAttribute('tabindex', '0');
    expect(tab('Two')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Two')).toHaveAttribute('tabindex', '-1');
  });

  it('selects and focuses the next or previous tab with the arrow keys, wrapping, and the ends with Home/End', () => {
    render(<Tabs />);
    fireEvent.keyDown(tab('One'), { key: 'ArrowRight' });
    expect(tab('Two')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Two')).toHaveFocus();
    fireEvent.keyDown(tab('Two'), { key: 'End' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'ArrowRight' });
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('One')).toHaveFocus();
    fireEvent.keyDown(tab('One'), { key: 'ArrowLeft' });
    expect(tab('Three')).toHaveFocus();
    fireEvent.keyDown(tab('Three'), { key: 'Home' });
    expect(tab('One')).toHaveAttribute('aria-selected', 'true');
    expect(tab('Three')).toHaveAttribute('tabindex', '-1');
  });

  it('selects a tab on click', () => {
    render(<Tabs />);
    fireEvent.click(tab('Three'));
    expect(tab('Three')).toHaveAttribute('aria-selected', 'true');
  });
});
