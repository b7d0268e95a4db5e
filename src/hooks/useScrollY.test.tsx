import { act, render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useScrollY } from './useScrollY';

let scrollY = 0;

const scrollTo = (y: number) =>
  act(() => {
    scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

describe('useScrollY', () => {
  beforeEach(() => {
    scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
  });

  it('follows scroll events', () => {
    const seen: number[] = [];
    function Probe() {
      seen.push(useScrollY());
      return null;
    }
    render(<Probe />);
    scrollTo(120);
    scrollTo(360);
    expect(seen.at(-1)).toBe(360);
    expect(seen).toContain(120);
  });

  it('reads the position a scroll before the first subscriber left', () => {
    scrollY = 480;
    let shown = -1;
    function Probe() {
      shown = useScrollY();
      return null;
    }
    render(<Probe />);
    expect(shown).toBe(480);
  });

  // The home page's blank screen: the banner's height depends on the scroll offset;
  // each commit changed the layout, the browser moved scrollY in response (scroll anchoring),
  // and a snapshot read live from window.scrollY made React re-render synchronously without
  // end ("Maximum update depth exceeded"). The snapshot must not change during a commit.
  it('does not re-render in a loop when each commit moves the scroll offset', () => {
    let renders = 0;
    function BannerLike() {
      const y = useScrollY();
      renders++;
      useLayoutEffect(() => {
        // What scroll anchoring did after every height change: a different offset each commit.
        scrollY = y % 2 === 0 ? y + 1 : y - 3;
      });
      return null;
    }
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => {
      render(<BannerLike />);
      scrollTo(300);
    }).not.toThrow();
    expect(renders).toBeLessThan(10);
    errors.mockRestore();
  });
});
