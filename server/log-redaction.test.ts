import { describe, expect, it } from 'vitest';
import { redactedValue, redactPersonalFields, tooDeepValue } from './log-redaction.ts';

describe('redactPersonalFields', () => {
  it('returns a line without personal fields as it is, not a copy', () => {
    const line = { requestId: 'abc', method: 'GET', path: '/api/journal/today', status: 200, ms: 3 };
    expect(redactPersonalFields(line)).toBe(line);
    const nested = { event: 'sign-in', outcome: 'locked', account: 'k1', details: { attempts: [1, 2] } };
    expect(redactPersonalFields(nested)).toBe(nested);
  });

  it('redacts personal fields at the top and at any depth, and leaves the caller its object', () => {
    const line = {
      name: 'Robin Hood',
      user: { email: 'robin@example.test', id: 'u1' },
      entries: [{ content: 'two slices of toast', id: 'e1' }, { id: 'e2' }],
      req: { headers: { cookie: 'tend.session_token=abc', 'set-cookie': 'x=y', accept: 'text/html' } },
      mail: { otp: '771204', token: 'tok', password: 'pw', notes: 'n', authorization: 'Bearer t' },
    };
    const before = structuredClone(line);
    const redacted = redactPersonalFields(line);
    expect(redacted).toEqual({
      name: redactedValue,
      user: { email: redactedValue, id: 'u1' },
      entries: [{ content: redactedValue, id: 'e1' }, { id: 'e2' }],
      req: { headers: { cookie: redactedValue, 'set-cookie': redactedValue, accept: 'text/html' } },
      mail: {
        otp: redactedValue,
        token: redactedValue,
        password: redactedValue,
        notes: redactedValue,
        authorization: redactedValue,
      },
    });
    expect(line).toEqual(before);
    // Only what leads to a redacted value is copied.
    expect(redacted.entries[1]).toBe(line.entries[1]);
  });

  it('redacts a code written as text but keeps a numeric exit or status code', () => {
    expect(redactPersonalFields({ code: '482913' })).toEqual({ code: redactedValue });
    expect(redactPersonalFields({ reset: { code: '482913' } })).toEqual({ reset: { code: redactedValue } });
    const exit = { code: 1, signal: null };
    expect(redactPersonalFields(exit)).toBe(exit);
  });

  it('redacts whatever value a personal field holds, objects included', () => {
    expect(redactPersonalFields({ user: { name: { first: 'Robin' } } })).toEqual({
      user: { name: redactedValue },
    });
  });

  it('leaves errors to the err serializer and walks objects without a prototype', () => {
    const error = Object.assign(new Error('failed'), { code: '23505' });
    const line = { err: error };
    expect(redactPersonalFields(line)).toBe(line);
    const bare = Object.assign(Object.create(null) as Record<string, unknown>, { email: 'a@b.test' });
    expect(redactPersonalFields(bare)).toEqual({ email: redactedValue });
  });

  it('does not walk, and so does not log, what lies too deep or loops', () => {
    const deep = { a: { b: { c: { d: { e: { f: { g: { name: 'Robin' } } } } } } } };
    expect(JSON.stringify(redactPersonalFields(deep))).not.toContain('Robin');
    expect(JSON.stringify(redactPersonalFields(deep))).toContain(tooDeepValue);
    const cyclic: Record<string, unknown> = { id: 'x', email: 'robin@example.test' };
    cyclic.self = cyclic;
    const redacted = redactPersonalFields(cyclic);
    expect(redacted.email).toBe(redactedValue);
    expect(redacted.self).not.toBe(cyclic);
  });
});
