import { describe, expect, it, vi } from 'vitest';
import { createFakePlayerAdapter } from './fakePlayerAdapter';

const options = { videoId: 'abc', title: '뮤직비디오', width: 1280, height: 720 };

describe('the fake player adapter', () => {
  it('renders a local titled frame, no network', () => {
    const adapter = createFakePlayerAdapter({ autoReady: false });
    const container = document.createElement('div');
    adapter.create(container, options);
    const frame = container.querySelector('iframe')!;
    expect(frame.title).toBe('뮤직비디오');
    expect(frame.getAttribute('src')).toBeNull();
    expect(frame.srcdoc).toContain('<title>뮤직비디오</title>');
    expect(frame.dataset.state).toBe('unstarted');
  });

  it('records every call in order and fires the events', async () => {
    const adapter = createFakePlayerAdapter();
    const onReady = vi.fn();
    const onStateChange = vi.fn();
    const player = adapter.create(
      document.createElement('div'),
      { ...options, mute: true },
      { onReady, onStateChange },
    );
    expect(adapter.methods()).toEqual(['create']);
    await vi.waitFor(() => expect(onReady).toHaveBeenCalledWith(player));

    player.mute();
    player.seekTo(30);
    player.pause();
    player.destroy();
    expect(adapter.methods()).toEqual(['create', 'ready', 'mute', 'seekTo', 'pause', 'destroy']);
    expect(adapter.calls[0]!.args[0]).toMatchObject({ videoId: 'abc', mute: true });
    expect(adapter.calls[3]!.args).toEqual([30]);
    expect(onStateChange.mock.calls.map(([state]) => state)).toEqual(['playing', 'paused']);
    expect(player.element).toBeNull();
  });

  it('waits for emitReady when autoReady is off; play before ready changes nothing', () => {
    const adapter = createFakePlayerAdapter({ autoReady: false });
    const container = document.createElement('div');
    const player = adapter.lastPlayer() ?? adapter.create(container, options);
    player.play();
    expect(player.state).toBe('unstarted');
    player.emitReady();
    player.emitReady();
    expect(adapter.methods()).toEqual(['create', 'play', 'ready']);
    player.play();
    expect(player.state).toBe('playing');
    expect(container.querySelector('iframe')!.dataset.state).toBe('playing');
  });

  it('autoplay plays on ready; focusable: false leaves the tab order', () => {
    const adapter = createFakePlayerAdapter({ autoReady: false });
    const container = document.createElement('div');
    const player = adapter.create(container, { ...options, autoplay: true, focusable: false });
    player.emitReady();
    expect(player.state).toBe('playing');
    expect(container.querySelector('iframe')!.tabIndex).toBe(-1);
  });

  it('keeps players apart', () => {
    const adapter = createFakePlayerAdapter({ autoReady: false });
    adapter.create(document.createElement('div'), options);
    const second = adapter.create(document.createElement('div'), { ...options, videoId: 'def' });
    second.play();
    expect(adapter.players).toHaveLength(2);
    expect(adapter.lastPlayer()).toBe(second);
    expect(adapter.methods(1)).toEqual(['create', 'play']);
    expect(adapter.methods(0)).toEqual(['create']);
  });
});
