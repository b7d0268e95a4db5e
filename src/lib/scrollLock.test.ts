import { afterEach, describe, expect, it } from 'vitest';
import { lockScroll, scrollLockCount } from './scrollLock';

describe('the reference-counted scroll lock', () => {
  afterEach(() => expect(scrollLockCount()).toBe(0));

  it('locks on the first holder and unlocks only after the last one releases', () => {
    document.body.style.overflow = 'auto';
    const outer = lockScroll();
    const inner = lockScroll();
    expect(document.body.style.overflow).toBe('hidden');
    inner();
    expect(document.body.style.overflow).toBe('hidden');
    outer();
    expect(document.body.style.overflow).toBe('auto');
    expect(document.body.dataset.nuriScrollLocked).toBeUndefined();
  });

  it('ignores a second release by the same holder', () => {
    const a = lockScroll();
    const b = lockScroll();
    a();
    a();
    expect(document.body.style.overflow).toBe('hidden');
    b();
    expect(document.body.style.overflow).not.toBe('hidden');
  });
});
