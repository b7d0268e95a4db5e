import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createAppStore } from './appStore';
import { StoreProvider } from './StoreProvider';
import { useConfirm } from './useConfirm';

const question = { id: 'test.clear', message: 'Clear the form?' };

function setup() {
  const store = createAppStore({ storage: null });
  const wrapper = ({ children }: { children: ReactNode }) => <StoreProvider store={store}>{children}</StoreProvider>;
  const { result } = renderHook(() => useConfirm(), { wrapper });
  return { store, confirm: result.current };
}

describe('useConfirm', () => {
  it('opens the shared confirm and resolves true when the visitor presses OK', async () => {
    const { store, confirm } = setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm(question, { title: 'Clear' });
    });
    expect(store.state.confirm?.message).toBe(question);
    expect(store.state.confirm?.title).toBe('Clear');
    act(() => store.actions.resolveConfirm(true));
    await expect(answer).resolves.toBe(true);
    expect(store.state.confirm).toBeNull();
  });

  it('resolves false on Cancel or Escape', async () => {
    const { store, confirm } = setup();
    let answer!: Promise<boolean>;
    act(() => {
      answer = confirm(question);
    });
    act(() => store.actions.resolveConfirm(false));
    await expect(answer).resolves.toBe(false);
  });
});
