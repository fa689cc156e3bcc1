import { useEffect, useRef, useState } from 'react';
import {
  type Answer,
  INSTRUMENTS,
  type InstrumentId,
  type ResponseDto,
} from '#domain/questionnaires/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { FormAlert } from '#web/components/ui/form-alert.tsx';
import { ApiError } from '#web/lib/api-client.ts';
import { type SavedQuestionnaire, useSaveQuestionnaire } from '../api/questionnaires-api.ts';
import { clearDraft, draftKey, keepDraft, readDraft } from '../draft-storage.ts';
import { QuestionStep } from './question-step.tsx';
import { QuestionnaireResult } from './questionnaire-result.tsx';

type QuestionnaireFormProps = {
  instrument: InstrumentId;
  userId: string;
  /** The day it is for: today, or the corrected one's own day. */
  date: string;
  /** A filled one to correct. */
  editing?: ResponseDto;
};

/**
 * A questionnaire one question at a time, then a last screen to save. Answers in progress are kept
 * on this device, so an interrupted one resumes at its question.
 */
export function QuestionnaireForm({ instrument: id, userId, date, editing }: QuestionnaireFormProps) {
  const instrument = INSTRUMENTS[id];
  const key = draftKey(userId, id, editing?.id);
  const [draft, setDraft] = useState(
    () => readDraft(key, date) ?? { date, step: 0, answers: { ...(editing?.answers ?? {}) } },
  );
  const [saved, setSaved] = useState<SavedQuestionnaire>();
  // Set once the person answers or goes back: from then on each new screen takes the focus.
  const [moved, setMoved] = useState(false);
  const save = useSaveQuestionnaire();
  const count = instrument.items.length;
  const finishRef = useRef<HTMLButtonElement>(null);

  useEffect(() => keepDraft(key, draft), [key, draft]);
  useEffect(() => {
    if (moved && draft.step === count) finishRef.current?.focus();
  }, [moved, draft.step, count]);

  if (saved) return <QuestionnaireResult response={saved.response} previous={saved.previous} />;

  const answer = (itemId: string, value: Answer) => {
    setMoved(true);
    setDraft((current) => ({
      ...current,
      step: current.step + 1,
      answers: { ...current.answers, [itemId]: value },
    }));
  };
  const back = () => {
    setMoved(true);
    setDraft((current) => ({ ...current, step: Math.max(0, current.step - 1) }));
  };
  const item = instrument.items[draft.step];

  const finish = () =>
    save.mutate(
      { id: editing?.id, instrument: id, date, answers: draft.answers },
      {
        onSuccess: (result) => {
          clearDraft(key);
          setSaved(result);
        },
      },
    );

  return (
    <div className="flex max-w-2xl flex-col gap-6">
      {item ? (
        <QuestionStep
          key={item.id}
          item={item}
          answer={draft.answers[item.id]}
          position={`Question ${draft.step + 1} of ${count}`}
          onAnswer={(value) => answer(item.id, value)}
          onBack={draft.step > 0 ? back : undefined}
          takeFocus={moved}
        />
      ) : (
        <section aria-labelledby="questionnaire-finish" className="flex flex-col gap-4">
          <h2 id="questionnaire-finish" className="text-xl font-bold">
            That was the last question
          </h2>
          {save.error ? (
            <FormAlert>
              {save.error instanceof ApiError ? save.error.message : 'Saving failed. Please try again.'}
            </FormAlert>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button ref={finishRef} size="lg" onClick={finish} disabled={save.isPending}>
              {editing ? 'Save the correction' : 'Save and see my score'}
            </Button>
            <Button variant="ghost" onClick={back}>
              Back
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}
