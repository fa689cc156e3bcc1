import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Link } from 'react-router';
import { inlineLink, pageContainer } from '#web/components/ui/layout-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { StartJourneyLink } from './start-journey-link.tsx';

type Question = { question: string; answer: ReactNode };

// The spec's eight questions, in its order. Answers must stay true to how Tend actually works
// (docs/architecture.md): statistics first, optional AI wording, self-hosted storage.
const questions: readonly Question[] = [
  {
    question: 'What is Tend?',
    answer: (
      <p>
        Tend is a gentle food and symptom journal for people living with autoimmune and chronic inflammatory
        conditions, such as rheumatoid arthritis, celiac disease, IBD or ankylosing spondylitis. You note what
        you eat and how your symptoms feel. Over time, Tend helps you spot patterns between the two, with a
        daily summary, patterns with a confidence score and gentle suggestions.
      </p>
    ),
  },
  {
    question: 'Is Tend medical advice?',
    answer: (
      <>
        <p>
          No. Tend helps you notice patterns and keep clear notes, but it does not diagnose or treat anything,
          and it does not replace your doctor. Its insights are observations from your own journal, not proof
          that one thing causes another.
        </p>
        <p>
          Please talk to your doctor or care team before changing your diet, medication or treatment. If you
          feel seriously unwell, contact a medical professional or your local emergency number.
        </p>
      </>
    ),
  },
  {
    question: 'How does the AI work?',
    answer: (
      <>
        <p>
          Tend’s insights start with plain statistics, computed from your own journal and nobody else’s. For
          example, Tend compares how you rated a symptom on days with and without a certain food.
        </p>
        <p>
          Every pattern comes with a confidence that means what it says: it reflects how many of your own days
          support the pattern. A pattern seen on only a few days gets a low confidence, and when there is not
          enough data yet, Tend tells you so instead of guessing.
        </p>
        <p>
          A language model may be used to put those findings into friendlier words, but it never invents the
          numbers or the patterns. AI providers are optional and switched off unless the person who runs your
          Tend server sets one up. Without one, you get the same insights in simpler wording.
        </p>
      </>
    ),
  },
  {
    question: 'Is my data safe?',
    answer: (
      <>
        <p>
          Tend is self-hosted. It runs on a server looked after by you or someone you trust (the operator),
          and your data is stored in that server’s PostgreSQL database. Nothing is sent to the people who make
          Tend, and there are no ads, trackers or analytics.
        </p>
        <p>
          Only you can see your entries in the app. Like anyone who runs a server, the operator has technical
          access to its database, so choose an operator you trust. Your password is stored only as a secure
          one-way hash.
        </p>
        <p>
          You stay in control: download everything as a JSON file from your profile, or delete your account,
          which erases all of your data. The{' '}
          <Link to="/privacy-policy" className={inlineLink}>
            Privacy Policy
          </Link>{' '}
          has the details.
        </p>
      </>
    ),
  },
  {
    question: 'How often should I log?',
    answer: (
      <p>
        A gentle daily goal is 2 meals and 2 symptom check-ins. That is usually enough for patterns to start
        showing over a few weeks. More is welcome but never required: a quick entry is far more useful than a
        perfect one you never get round to.
      </p>
    ),
  },
  {
    question: 'What if I miss a day?',
    answer: (
      <p>
        Nothing bad happens. There are no penalties and no guilt trips. You can go back and fill in any of the
        last 7 days whenever you feel up to it, from the day you created your account on: a new account starts
        with its first day, so days before it cannot be filled in. Your patterns simply use the days you did
        log.
      </p>
    ),
  },
  {
    question: 'Can I track more than one symptom?',
    answer: (
      <p>
        Yes. Choose the symptoms you want to follow in your profile, such as joint pain, fatigue, brain fog or
        digestive issues. At each check-in you rate every one of them from 1 (very mild) to 5 (very severe).
        If yours are not on the list, add your own custom symptoms.
      </p>
    ),
  },
  {
    question: 'How do I get started?',
    answer: (
      <>
        <p>
          Select Start Your Journey to create your account. A short, four-step setup asks about your
          conditions, medications, the symptoms you want to track and your diet. You can change any of it
          later in your profile. Then log your first meal or symptom check-in. It all takes a few minutes.
        </p>
        <div className="mt-5">
          <StartJourneyLink />
        </div>
      </>
    ),
  },
];

export function FaqPage() {
  useDocumentTitle('FAQ');
  return (
    <div className={`${pageContainer} py-14 sm:py-20`}>
      <PageHeader eyebrow="Questions and answers" title="Frequently asked questions">
        <p>Short, honest answers about what Tend does, how it handles your data and how to begin.</p>
      </PageHeader>

      <ul className="mt-12 max-w-3xl divide-y divide-line border-y border-line">
        {questions.map((item) => (
          <li key={item.question}>
            <FaqItem question={item.question}>{item.answer}</FaqItem>
          </li>
        ))}
      </ul>

      <section
        aria-labelledby="more-questions-title"
        className="mt-14 max-w-3xl rounded-3xl bg-primary-soft p-6 sm:p-8"
      >
        <h2 id="more-questions-title" className="text-2xl font-bold">
          Still have a question?
        </h2>
        <p className="mt-2 text-lg text-ink">
          The person or organisation who runs your Tend server can help with accounts and data requests. You
          can also read{' '}
          <Link to="/about" className={inlineLink}>
            why Tend was made
          </Link>
          .
        </p>
      </section>
    </div>
  );
}

/**
 * A question as a heading with a button inside (the WAI-ARIA disclosure pattern): screen reader users
 * can jump between questions by heading, and the button says whether its answer is shown.
 */
function FaqItem({ question, children }: { question: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  return (
    <>
      <h2 className="text-lg font-semibold sm:text-xl">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          onClick={() => setOpen((value) => !value)}
          className="flex min-h-16 w-full items-center justify-between gap-4 rounded-lg py-4 text-left text-ink hover:text-primary"
        >
          {question}
          <ChevronDown
            aria-hidden="true"
            className={`size-6 shrink-0 text-muted transition-transform ${open ? 'rotate-180' : ''}`}
          />
        </button>
      </h2>
      <div id={answerId} hidden={!open} className="pb-6 text-lg leading-relaxed text-ink [&_p+p]:mt-4">
        {children}
      </div>
    </>
  );
}
