import { describe, expect, it } from 'vitest';
import { hashName, initialsOf } from './initials';

describe('initialsOf', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initialsOf('Oliver Hartley')).toBe('OH');
    expect(initialsOf('  eleanor  de  winter ')).toBe('EW');
  });
  it('takes one letter of a single name', () => {
    expect(initialsOf('Ama')).toBe('A');
  });
  it('takes the family name of a Korean name', () => {
    expect(initialsOf('김서준')).toBe('김');
    expect(initialsOf('박 하늘')).toBe('박');
  });
  it('is empty for an empty name', () => {
    expect(initialsOf('   ')).toBe('');
  });
});

describe('hashName', () => {
  it('is deterministic and differs between names', () => {
    expect(hashName('Oliver Hartley')).toBe(hashName('Oliver Hartley'));
    expect(hashName('Oliver Hartley')).not.toBe(hashName('Oliver Hartly'));
  });
});
