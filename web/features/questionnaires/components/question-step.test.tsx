import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { HBI, INSTRUMENTS, type QuestionnaireItem } from '#domain/questionnaires/public.ts';
import { QuestionStep } from './question-step.tsx';

// One press per question: every choice, every usual count and an empty list is a button that
// answers and moves on; only another count is typed.

const stools = HBI.items.find((item) => item.id === 'liquid-stools') as QuestionnaireItem & { kind: 'count' };

const render = (item: QuestionnaireItem, answer?: number) =>
  renderToStaticMarkup(
    <QuestionStep item={item} answer={answer} position="Question 3 of 5" onAnswer={() => {}} takeFocus />,
  );

const pressed = (html: string) =>
  [...html.matchAll(/<button[^>]*aria-pressed="true"[^>]*>([^<]*)<\/button>/g)].map((match) => match[1]);

describe('a count question', () => {
  it('offers its usual counts as buttons, with a field for any other', () => {
    const html = render(stools);
    for (const count of stools.quick ?? []) expect(html).toContain(`>${count}</button>`);
    expect(html).toContain('Or type another number of stools');
    expect(pressed(html)).toEqual([]);
  });

  it('shows a usual count chosen before on its button, and another count in the field', () => {
    expect(pressed(render(stools, 3))).toEqual(['3']);
    const typed = render(stools, 14);
    expect(pressed(typed)).toEqual([]);
    expect(typed).toMatch(/<input[^>]*value="14"/);
  });

  it('has usual counts in every instrument that asks for one, each within its range', () => {
    const counts = Object.values(INSTRUMENTS).flatMap((instrument) =>
      instrument.items.filter((item) => item.kind === 'count'),
    );
    expect(counts.length).toBeGreaterThan(1);
    for (const item of counts) {
      expect(item.quick?.length, item.id).toBeGreaterThan(1);
      expect(item.quick?.every((count) => Number.isInteger(count) && count >= 0 && count <= item.max)).toBe(
        true,
      );
    }
  });
});
