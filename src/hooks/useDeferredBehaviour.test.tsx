import { render } from '@testing-library/react';
import { useRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useDeferredBehaviour, type Behaviour } from './useDeferredBehaviour';

function Host({ load }: { load: () => Promise<Behaviour<HTMLElement>> }) {
  const ref = useRef<HTMLElement>(null);
  useDeferredBehaviour(ref, load);
  return <section ref={ref} />;
}

describe('useDeferredBehaviour', () => {
  it('installs the behaviour on the element once its code has loaded, and takes it off on unmount', async () => {
    const stop = vi.fn();
    const install = vi.fn<Behaviour<HTMLElement>>(() => stop);
    const { container, unmount } = render(<Host load={() => Promise.resolve(install)} />);
    await vi.waitFor(() => expect(install).toHaveBeenCalledWith(container.querySelector('section')));
    expect(stop).not.toHaveBeenCalled();
    unmount();
    expect(stop).toHaveBeenCalledTimes(1);
  });

  it('never installs it when the element is gone before the code arrives, nor when the code fails', async () => {
    let arrive: (install: Behaviour<HTMLElement>) => void = () => {};
    const install = vi.fn<Behaviour<HTMLElement>>(() => () => {});
    const late = render(<Host load={() => new Promise((resolve) => (arrive = resolve))} />);
    late.unmount();
    arrive(install);
    render(<Host load={() => Promise.reject(new Error('offline'))} />);
    await new Promise((resolve) => setTimeout(resolve));
    expect(install).not.toHaveBeenCalled();
  });
});
