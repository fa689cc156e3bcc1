import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetSignedInUser } from '#web/features/session/last-signed-in-user.ts';
import { clearDraft, draftKey, keepDraft, readDraft } from './draft-storage.ts';

/**
 * The browser's localStorage as sign-out reads it: its keys are the object's own enumerable
 * properties (Object.keys), its methods are not (the web tests run in Node).
 */
class KeyedStorage {
  [key: string]: unknown;
  getItem(key: string): string | null {
    return Object.hasOwn(this, key) ? String(this[key]) : null;
  }
  setItem(key: string, value: string) {
    this[key] = String(value);
  }
  removeItem(key: string) {
    delete this[key];
  }
}

let storage: KeyedStorage;
beforeEach(() => {
  storage = new KeyedStorage();
  vi.stubGlobal('localStorage', storage);
});

const today = '2026-03-10';
const draft = { date: today, step: 2, answers: { 'well-being': 1, 'abdominal-pain': 2 } };

describe('questionnaire answers in progress', () => {
  it('resume for the same person and day only', () => {
    keepDraft(draftKey('u1', 'hbi'), draft);
    expect(readDraft(draftKey('u1', 'hbi'), today)).toEqual(draft);
    expect(readDraft(draftKey('u2', 'hbi'), today)).toBeUndefined();
    expect(readDraft(draftKey('u1', 'hbi'), '2026-03-11')).toBeUndefined();
    clearDraft(draftKey('u1', 'hbi'));
    expect(readDraft(draftKey('u1', 'hbi'), today)).toBeUndefined();
  });

  it('are gone once the person signs out or deletes the account (both forget the signed-in user)', () => {
    keepDraft(draftKey('u1', 'hbi'), draft);
    keepDraft(draftKey('u1', 'hbi', 'response-1'), draft);
    storage.setItem('tend.questionnaire-draft.u1.sccai', JSON.stringify(draft));
    storage.setItem('pwa-install-dismissed', 'true');
    forgetSignedInUser();
    expect(readDraft(draftKey('u1', 'hbi'), today)).toBeUndefined();
    expect(readDraft(draftKey('u1', 'hbi', 'response-1'), today)).toBeUndefined();
    // Only what belongs to the person goes: a device-wide choice stays.
    expect(Object.keys(storage)).toEqual(['pwa-install-dismissed']);
  });
});
