import { describe, expect, it } from 'vitest';
import { TodayMemo } from './today-memo.ts';

describe('TodayMemo', () => {
  it('answers only for the key it was given, and keeps the most recently used', () => {
    const memo = new TodayMemo<string>(2);
    memo.set('a', 'k1', 'first');
    expect(memo.get('a', 'k1')).toBe('first');
    expect(memo.get('a', 'k2')).toBeUndefined();
    memo.set('b', 'k', 'b');
    // 'a' used last: 'b' is the one to go when 'c' arrives.
    expect(memo.get('a', 'k1')).toBe('first');
    memo.set('c', 'k', 'c');
    expect(memo.size).toBe(2);
    expect(memo.get('b', 'k')).toBeUndefined();
    expect(memo.get('a', 'k1')).toBe('first');
    memo.set('a', 'k2', 'second');
    expect(memo.get('a', 'k1')).toBeUndefined();
    expect(memo.get('a', 'k2')).toBe('second');
  });
});
