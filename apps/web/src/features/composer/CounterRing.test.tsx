import { POST_TEXT_MAX } from '@rep/shared';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CounterRing } from './CounterRing';

const renderRing = (remaining: number) => {
  render(<CounterRing length={POST_TEXT_MAX - remaining} />);
  return screen.getByTestId('counter-ring');
};

describe('CounterRing', () => {
  it('is green without a number above 20 characters left', () => {
    const ring = renderRing(21);
    expect(ring).toHaveAttribute('data-color', 'green');
    expect(screen.getByTestId('counter-ring-progress')).toHaveClass('stroke-green-500');
    expect(screen.queryByTestId('counter-ring-label')).not.toBeInTheDocument();
  });

  it('turns yellow and shows the number from 20 left down to 0', () => {
    expect(renderRing(20)).toHaveAttribute('data-color', 'yellow');
    expect(screen.getByTestId('counter-ring-label')).toHaveTextContent(/^20$/);
    expect(screen.getByTestId('counter-ring-progress')).toHaveClass('stroke-yellow-500');
  });

  it('is yellow at exactly 0 left', () => {
    expect(renderRing(0)).toHaveAttribute('data-color', 'yellow');
    expect(screen.getByTestId('counter-ring-label')).toHaveTextContent(/^0$/);
  });

  it('turns red over the limit and keeps the ring down to -10', () => {
    expect(renderRing(-10)).toHaveAttribute('data-color', 'red');
    expect(screen.getByTestId('counter-ring-label')).toHaveTextContent(/^-10$/);
    expect(screen.getByTestId('counter-ring-progress')).toHaveClass('stroke-red-500');
  });

  it('hides the ring beyond -10 and shows a plain negative number', () => {
    const ring = renderRing(-11);
    expect(ring).toHaveAttribute('data-color', 'red');
    expect(screen.queryByTestId('counter-ring-progress')).not.toBeInTheDocument();
    expect(ring.querySelector('svg')).toBeNull();
    expect(screen.getByTestId('counter-ring-label')).toHaveTextContent(/^-11$/);
    expect(ring).toHaveTextContent('11 characters over the limit');
  });
});
