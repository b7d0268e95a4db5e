import { describe, expect, it } from 'vitest';
import { messageText } from './lazyDialog';

describe('messageText', () => {
  it('keeps the text of an HTML message and runs nothing', () => {
    expect(messageText('<p>Hello <strong>there</strong></p><img src="x" onerror="alert(1)"><p>!</p>')).toBe(
      'Hello there!',
    );
  });
});
