import { describe, expect, it } from 'vitest';
import { greetingForHour } from './greeting.ts';

describe('greetingForHour', () => {
  it.each([
    [0, 'Good morning'],
    [11, 'Good morning'],
    [12, 'Good afternoon'],
    [16, 'Good afternoon'],
    [17, 'Good evening'],
    [23, 'Good evening'],
  ])('at %i says %s', (hour, greeting) => {
    expect(greetingForHour(hour)).toBe(greeting);
  });

  it('appends the name from the profile', () => {
    expect(greetingForHour(9, 'Maya')).toBe('Good morning, Maya!');
    expect(greetingForHour(18, '  Maya ')).toBe('Good evening, Maya!');
  });

  it('leaves out an empty or missing name', () => {
    expect(greetingForHour(9, '')).toBe('Good morning');
    expect(greetingForHour(9, '   ')).toBe('Good morning');
    expect(greetingForHour(9, null)).toBe('Good morning');
  });

  it('refuses an hour that is not on a clock', () => {
    expect(() => greetingForHour(24)).toThrow(RangeError);
    expect(() => greetingForHour(-1)).toThrow(RangeError);
    expect(() => greetingForHour(9.5)).toThrow(RangeError);
  });
});
