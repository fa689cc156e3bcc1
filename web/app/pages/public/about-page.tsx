import { HeartHandshake, NotebookPen, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { PageHeader } from '#web/components/ui/page-header.tsx';
import { Prose } from '#web/components/ui/prose.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';
import { StartJourneyLink } from './start-journey-link.tsx';

const atAGlance = [
  { icon: HeartHandshake, text: 'Built by someone living with ankylosing spondylitis' },
  { icon: NotebookPen, text: 'A gentle daily goal: 2 meals and 2 symptom check-ins' },
  { icon: ShieldCheck, text: 'Self-hosted, with no ads, tracking or data selling' },
] as const;

export function AboutPage() {
  useDocumentTitle('About');
  return (
    <div className={`${pageContainer} py-14 sm:py-20`}>
      <PageHeader eyebrow="Our story" title="About Tend">
        <p>
          Tend began as a paper notebook on my kitchen table. This is why it exists, and why it works the way
          it does.
        </p>
      </PageHeader>

      <div className="mt-12 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
        <Prose>
          <h2>A long road to a name</h2>
          <p>
            I was 24 when my lower back started to ache in a way that stretching could not fix. It was worst
            in the early morning. I would wake at four or five, stiff as a plank, and shuffle around the
            kitchen until I could stand up straight. I was told it was my posture, my desk chair, my mattress,
            my age. I bought three mattresses.
          </p>
          <p>
            It took almost seven years, a physiotherapist who asked the right questions, a blood test and an
            MRI before anyone said the words <strong>ankylosing spondylitis</strong>. I remember feeling two
            things at once: fear about what it meant, and relief that I had not imagined it.
          </p>

          <h2>A notebook on the kitchen table</h2>
          <p>
            At my first appointment, my rheumatologist asked a question I could not answer: “Does anything
            make it better or worse?” So I started writing things down in a paper notebook. What I ate, how I
            slept, how stiff I felt each morning on a scale of one to five. On good days the entries filled a
            page. On bad days they were one shaky line, or nothing at all.
          </p>
          <p>
            A few months later the notebook was full, coffee-stained and, honestly, not very useful. I could
            feel that there were patterns in it, like heavier weeks after late nights and takeaway, and better
            stretches when I cooked at home. But I could not see them. Flicking back through the pages, I
            mostly remembered the bad days.
          </p>
          <p>
            I want to be careful here. Food is not a cure for my condition, and Tend will never pretend it is.
            My medication does the heavy lifting. But noticing my own patterns gave me better questions to
            bring to appointments, and a little more sense of control on days when I had very little.
          </p>

          <h2>Why gentle</h2>
          <p>
            I tried the apps. Most were built for counting calories or chasing streaks. They sent cheerful
            notifications at eight in the morning, when I could barely get out of bed, and marked a missed day
            with a broken streak and a big red zero. When you live with a chronic illness, the last thing you
            need is a tool that makes you feel you are failing at being ill.
          </p>
          <p>
            So Tend asks for very little: two meals and two symptom check-ins on a good day. If you miss a
            day, nothing bad happens, and you can fill in the past week when you feel up to it. The buttons
            are big, the words are plain, and everything works with a keyboard or a screen reader, because
            brain fog and sore hands are part of the deal for many of us.
          </p>

          <h2>Why honest</h2>
          <p>
            When Tend notices a pattern, it shows the meals and check-ins behind it, based only on your own
            entries, and how sure it is. “Likely, 90%” means that of patterns shown at 90%, about 9 in 10 hold
            up, and no pattern is ever shown as certain. When there is not enough to go on yet, Tend says so
            instead of guessing. I have had enough confident wrong answers about my body; I did not want to
            build another source of them.
          </p>

          <h2>Why private</h2>
          <p>
            A food and symptom journal is some of the most personal writing you will ever do. It shows when
            you are in pain, which medication you take and, sometimes, how you are coping. I did not want that
            sitting in a company’s database, feeding adverts or being sold on.
          </p>
          <p>
            That is why Tend is self-hosted. It runs on a server that you, or someone you trust, looks after.
            There are no ads, trackers or analytics. You can export everything you have written as a file, and
            delete your account and all of it whenever you like.
          </p>

          <h2>What Tend is, and what it is not</h2>
          <p>
            Tend is a journal that helps you notice patterns and keep good notes. It is not a doctor, and it
            is not medical advice. Please keep talking to your care team, and take your notes with you.
          </p>
          <p>
            I built Tend for the version of me sitting at that kitchen table with a stained notebook, tired
            and hoping for a clue. If that sounds like you, I hope it helps.
          </p>
          <p className="font-semibold">Sam, who made Tend</p>
        </Prose>

        <aside aria-labelledby="glance-title" className="lg:pt-1">
          <div className="rounded-3xl border border-line bg-surface p-6 sm:p-8 lg:sticky lg:top-8">
            <h2 id="glance-title" className="text-xl font-bold">
              Tend at a glance
            </h2>
            <ul className="mt-5 space-y-4">
              {atAGlance.map((item) => (
                <li key={item.text} className="flex gap-3 text-base">
                  <item.icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
                  {item.text}
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-col gap-3">
              <StartJourneyLink />
              <ButtonLink to="/faq" variant="secondary">
                Read the FAQ
              </ButtonLink>
            </div>
          </div>
        </aside>
      </div>
    </div>
  );
}
