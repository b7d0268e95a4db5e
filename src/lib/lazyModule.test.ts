// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { lazyModule, retryFailedModules } from './lazyModule';

const failingOnce = () =>
  vi
    .fn<() => Promise<{ name: string }>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce({ name: 'dialog' });

describe('lazyModule', () => {
  it('loads once and then serves the loaded module', async () => {
    const importer = vi.fn(() => Promise.resolve({ name: 'dialog' }));
    const module = lazyModule(importer);
    expect(module.current()).toBeUndefined();
    const [first, second] = await Promise.all([module.load(), module.load()]);
    expect(first).toBe(second);
    expect(module.current()).toEqual({ name: 'dialog' });
    await module.load();
    await module.retry();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('keeps a failure until a retry, so a re-render after the rejection does not import again', async () => {
    const importer = failingOnce();
    const module = lazyModule(importer);
    const failed = module.load();
    await expect(failed).rejects.toThrow('offline');
    expect(module.load()).toBe(failed);
    expect(importer).toHaveBeenCalledTimes(1);
    await expect(module.retry()).resolves.toEqual({ name: 'dialog' });
    expect(module.current()).toEqual({ name: 'dialog' });
    expect(importer).toHaveBeenCalledTimes(2);
  });

  it('lets every failed loader try again at once (an error boundary’s Retry)', async () => {
    const a = lazyModule(failingOnce());
    const b = lazyModule(failingOnce());
    await expect(a.load()).rejects.toThrow();
    await expect(b.load()).rejects.toThrow();
    retryFailedModules();
    await expect(Promise.all([a.load(), b.load()])).resolves.toEqual([{ name: 'dialog' }, { name: 'dialog' }]);
  });
});
