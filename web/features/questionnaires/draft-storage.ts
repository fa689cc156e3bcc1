import type { Answer } from '#domain/questionnaires/public.ts';

// Answers in progress stay on this device, so a questionnaire interrupted (a call, a closed tab)
// resumes where it was. Only this person's, only until it is saved, and only while they are signed
// in: they are health answers, so they live under 'tend-offline:', which sign-out and account
// deletion clear (features/session/last-signed-in-user.ts) before the next person uses the device.
export type QuestionnaireDraft = { date: string; step: number; answers: Record<string, Answer> };

export function draftKey(userId: string, instrument: string, id?: string): string {
  return `tend-offline:questionnaire-draft:${userId}:${instrument}${id ? `:${id}` : ''}`;
}

export function readDraft(key: string, date: string): QuestionnaireDraft | undefined {
  try {
    const raw = localStorage.getItem(key);
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as QuestionnaireDraft;
    // A draft from an earlier day belongs to another week's questionnaire.
    return draft.date === date && typeof draft.step === 'number' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function keepDraft(key: string, draft: QuestionnaireDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the questionnaire still works, it just will not resume.
  }
}

export function clearDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
