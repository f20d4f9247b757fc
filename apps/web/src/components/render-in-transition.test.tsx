import { render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RenderInTransition, useShownInTransition } from './render-in-transition.tsx';

describe('useShownInTransition', () => {
  it('is false until what it waits for has arrived, then true for good', () => {
    const { result, rerender } = renderHook(({ arrived }) => useShownInTransition(arrived), {
      initialProps: { arrived: false },
    });
    expect(result.current).toBe(false);
    rerender({ arrived: true });
    expect(result.current).toBe(true);
    rerender({ arrived: false });
    expect(result.current).toBe(true);
  });
});

const rendered: string[] = [];

function Child({ value }: { value: string }) {
  rendered.push(value);
  return <p>{value}</p>;
}

function Fallback() {
  rendered.push('fallback');
  return <p>Loading</p>;
}

describe('RenderInTransition', () => {
  it('shows the fallback first, then its children, and later children at once from live props', () => {
    rendered.length = 0;
    const { rerender } = render(
      <RenderInTransition fallback={<Fallback />}>
        <Child value="first" />
      </RenderInTransition>,
    );
    expect(rendered[0]).toBe('fallback');
    expect(screen.getByText('first')).toBeInTheDocument();

    rendered.length = 0;
    rerender(
      <RenderInTransition fallback={<Fallback />}>
        <Child value="second" />
      </RenderInTransition>,
    );
    expect(rendered).toEqual(['second']);
    expect(screen.getByText('second')).toBeInTheDocument();
  });
});
