import type { Answer } from '#domain/questionnaires/public.ts';

// Answers in progress stay on this device, so a questionnaire interrupted (a call, a closed tab)
// resumes where it was. Only this person's, only until it is saved.
export type QuestionnaireDraft = { date: string; step: number; answers: Record<string, Answer> };

export function draftKey(userId: string, instrument: string, id?: string): string {
  return `tend.questionnaire-draft.${userId}.${instrument}${id ? `.${id}` : ''}`;
}

export function readDraft(key: string, date: string): QuestionnaireDraft | undefined {
  try {
    const raw = window.localStorage.getItem(key);
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
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the questionnaire still works, it just will not resume.
  }
}

export function clearDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
