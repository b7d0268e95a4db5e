import { describe, expect, it, vi } from 'vitest';
import { lazyModule, messageText } from './lazyDialog';

describe('lazyModule', () => {
  it('loads once and then serves the loaded module', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'dialog' }));
    const module = lazyModule(importer);
    expect(module.current()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.current()).toEqual({ name: 'dialog' });
    await module.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load, so the next call tries again', async () => {
    const importer = vi
      .fn<() => Promise<{ name: string }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ name: 'dialog' });
    const module = lazyModule(importer);
    await expect(module.load()).rejects.toThrow('offline');
    expect(module.current()).toBeUndefined();
    await expect(module.load()).resolves.toEqual({ name: 'dialog' });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

describe('messageText', () => {
  it('keeps the text of an HTML message and runs nothing', () => {
    expect(messageText('<p>Hello <strong>there</strong></p><img src="x" onerror="alert(1)"><p>!</p>')).toBe(
      'Hello there!',
    );
  });
});
