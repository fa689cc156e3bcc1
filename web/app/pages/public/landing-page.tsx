import {
  CalendarCheck,
  ChartLine,
  Check,
  Feather,
  Info,
  Keyboard,
  NotebookPen,
  ShieldCheck,
  Smartphone,
  Target,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '#web/components/ui/button-link.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { pageContainer } from '#web/components/ui/layout-styles.ts';
import { Link } from '#web/lib/site-navigation.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

const signUpPath = '/auth?signup=true';

const steps = [
  {
    icon: NotebookPen,
    title: 'Log meals and symptoms in seconds',
    text: 'Describe a meal in your own words and rate each symptom from 1 to 5. No calorie counting, no long forms.',
  },
  {
    icon: Target,
    title: 'Follow a gentle daily goal',
    text: 'Aim for 2 meals and 2 symptom check-ins a day. Missed one? Nothing bad happens, and you can fill in the last 7 days when you feel up to it.',
  },
  {
    icon: ChartLine,
    title: 'See insights with honest confidence',
    text: 'Tend looks for patterns in your own journal and tells you how sure it is. When there is not enough to go on yet, it says so instead of guessing.',
  },
] as const;

const hardDayFeatures = [
  {
    icon: Feather,
    title: 'Calm and clear',
    text: 'Plain words and big buttons. No streak guilt, alarms or red warnings.',
  },
  {
    icon: Keyboard,
    title: 'Works your way',
    text: 'Fully usable with a keyboard or a screen reader, in light or dark mode.',
  },
  {
    icon: Smartphone,
    title: 'Always at hand',
    text: 'Use it on your phone, tablet or computer, and add it to your home screen.',
  },
  {
    icon: CalendarCheck,
    title: 'Ready for appointments',
    text: 'Look back over past weeks before you see your doctor, instead of relying on memory.',
  },
] as const;

const privacyPromises = [
  'Only you can see your entries.',
  'No ads, no selling, no tracking or analytics.',
  'Export everything as a file whenever you like.',
  'Delete your account and everything in it, any time.',
] as const;

export function LandingPage() {
  useDocumentTitle();
  return (
    <>
      <Hero />
      <HowItWorks />
      <HardDays />
      <Privacy />
      <NotMedicalAdvice />
      <ClosingInvitation />
    </>
  );
}

function Hero() {
  return (
    <section aria-labelledby="hero-title" className={`${pageContainer} py-14 sm:py-20 lg:py-24`}>
      <div className="grid items-center gap-12 lg:grid-cols-[1.1fr_0.9fr]">
        <div>
          <p className="text-base font-semibold text-primary">A gentle food and symptom journal</p>
          <h1
            id="hero-title"
            className="mt-3 text-4xl leading-tight font-bold tracking-tight text-balance sm:text-5xl"
          >
            Find the patterns between what you eat and how you feel
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-muted sm:text-xl sm:leading-relaxed">
            Tend is a calm, private journal for people living with autoimmune and chronic inflammatory
            conditions, like rheumatoid arthritis, celiac disease, IBD or ankylosing spondylitis. Log in
            seconds, spot patterns in your own days, and get gentle guidance at your own pace.
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <ButtonLink to={signUpPath} size="lg">
              Start Your Journey
            </ButtonLink>
            {/* A plain in-page link: the router has nothing to do for a jump within the page. */}
            <a href="#how-it-works" className={buttonClasses('secondary', 'lg')}>
              See how it works
            </a>
          </div>
          <ul className="mt-8 flex flex-col gap-2 text-base text-muted sm:flex-row sm:flex-wrap sm:gap-x-6">
            {['Free and self-hosted', 'No ads or tracking', 'Export or delete any time'].map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-5 shrink-0 text-primary" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        <ExampleDay />
      </div>
    </section>
  );
}

/** An illustration built from text, so it is sharp, tiny to load and readable by screen readers. */
function ExampleDay() {
  return (
    <figure className="mx-auto w-full max-w-md">
      <div className="rounded-3xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <div className="flex items-baseline justify-between gap-4">
          <p className="text-lg font-bold">Today</p>
          <p className="rounded-full bg-primary-soft px-3 py-1 text-sm font-semibold text-ink">Keep going!</p>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <Counter label="Meals" value="2 of 2" />
          <Counter label="Symptoms" value="1 of 2" />
        </div>
        <div aria-hidden="true" className="mt-4 h-2.5 overflow-hidden rounded-full bg-surface-muted">
          <div className="h-full w-3/4 rounded-full bg-primary" />
        </div>
        <ul className="mt-6 space-y-3 text-base">
          <ExampleEntry kind="Lunch" text="Rice bowl with salmon and greens" />
          <ExampleEntry kind="Joint pain" text="Mild, 2 of 5" />
          <ExampleEntry kind="Fatigue" text="Moderate, 3 of 5" />
        </ul>
        <div className="mt-6 rounded-2xl bg-accent-soft p-4">
          <p className="text-sm font-semibold text-accent">A pattern worth watching</p>
          <p className="mt-1 text-base text-ink">
            In the 8 hours after the 9 meals with dairy, your joint pain averaged 2.8, against 2.1 at other
            times. Not enough yet to tell this from chance.
          </p>
          <p className="mt-2 text-sm text-muted">Joint pain after dairy · More likely than not, 64%</p>
        </div>
      </div>
      <figcaption className="mt-3 text-center text-sm text-muted">An example of a day in Tend</figcaption>
    </figure>
  );
}

function Counter({ label, value }: { label: string; value: string }) {
  return (
    <p className="flex flex-col rounded-2xl bg-canvas px-4 py-3">
      <span className="text-sm text-muted">{label}</span>
      <span className="text-xl font-bold">{value}</span>
    </p>
  );
}

function ExampleEntry({ kind, text }: { kind: string; text: string }) {
  return (
    <li className="flex flex-col rounded-2xl border border-line px-4 py-3">
      <span className="text-sm font-semibold text-muted">{kind}</span>
      <span>{text}</span>
    </li>
  );
}

function SectionHeading({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <div className="max-w-2xl">
      <h2 id={id} className="text-3xl font-bold tracking-tight sm:text-4xl">
        {title}
      </h2>
      <p className="mt-4 text-lg text-muted">{children}</p>
    </div>
  );
}

function HowItWorks() {
  return (
    <section
      id="how-it-works"
      aria-labelledby="how-it-works-title"
      className="scroll-mt-4 border-y border-line bg-surface py-16 sm:py-24"
    >
      <div className={pageContainer}>
        <SectionHeading id="how-it-works-title" title="How it works">
          Three small habits, no pressure. Tend fits around your day, not the other way round.
        </SectionHeading>
        <ol className="mt-12 grid gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li key={step.title} className="flex flex-col rounded-3xl bg-canvas p-6 sm:p-8">
              <div className="flex items-center gap-3">
                <span className="grid size-12 place-items-center rounded-2xl bg-primary-soft text-primary">
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <span className="text-sm font-semibold text-muted">Step {index + 1}</span>
              </div>
              <h3 className="mt-5 text-xl font-bold">{step.title}</h3>
              <p className="mt-2 text-base text-muted sm:text-lg">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function HardDays() {
  return (
    <section aria-labelledby="hard-days-title" className={`${pageContainer} py-16 sm:py-24`}>
      <SectionHeading id="hard-days-title" title="Made for the hard days">
        Pain, fatigue and brain fog do not take days off. Tend is designed for the days you feel your worst.
      </SectionHeading>
      <ul className="mt-12 grid gap-x-10 gap-y-8 sm:grid-cols-2">
        {hardDayFeatures.map((feature) => (
          <li key={feature.title} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-surface-muted text-primary">
              <feature.icon aria-hidden="true" className="size-6" />
            </span>
            <div>
              <h3 className="text-xl font-bold">{feature.title}</h3>
              <p className="mt-1 text-base text-muted sm:text-lg">{feature.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Privacy() {
  return (
    <section aria-labelledby="privacy-title" className="border-y border-line bg-surface py-16 sm:py-24">
      <div className={`${pageContainer} grid gap-10 lg:grid-cols-2 lg:items-center`}>
        <div>
          <SectionHeading id="privacy-title" title="Your journal stays yours">
            Health notes are personal. Tend is self-hosted: it runs on a server that you, or someone you
            trust, looks after. Your journal is not in a company's cloud.
          </SectionHeading>
          <Link
            to="/privacy-policy"
            className="mt-6 inline-flex min-h-11 items-center rounded-lg text-lg font-semibold text-primary underline underline-offset-4 hover:text-primary-hover"
          >
            Read the Privacy Policy
          </Link>
        </div>
        <ul className="grid gap-4">
          {privacyPromises.map((promise) => (
            <li key={promise} className="flex items-center gap-4 rounded-2xl bg-canvas px-5 py-4 text-lg">
              <ShieldCheck aria-hidden="true" className="size-6 shrink-0 text-primary" />
              {promise}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

function NotMedicalAdvice() {
  return (
    <section aria-labelledby="medical-note-title" className={`${pageContainer} pt-16 sm:pt-24`}>
      <div className="flex flex-col gap-4 rounded-3xl border border-line bg-accent-soft p-6 sm:flex-row sm:p-8">
        <Info aria-hidden="true" className="size-7 shrink-0 text-accent" />
        <div className="max-w-3xl">
          <h2 id="medical-note-title" className="text-2xl font-bold">
            Tend is not medical advice
          </h2>
          <p className="mt-2 text-lg text-ink">
            Tend helps you notice patterns and keep good notes. It does not diagnose or treat anything, and
            its insights are observations from your journal, not proof of cause. Please talk to your doctor or
            care team before changing your diet, medication or treatment. If you feel seriously unwell,
            contact a medical professional or your local emergency number.
          </p>
        </div>
      </div>
    </section>
  );
}

function ClosingInvitation() {
  return (
    <section aria-labelledby="closing-title" className={`${pageContainer} py-16 sm:py-24`}>
      <div className="rounded-3xl bg-primary-soft px-6 py-12 text-center sm:px-12">
        <h2 id="closing-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          Start small, whenever you are ready
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg text-ink">
          Setting up takes a few minutes. One meal and one check-in is a fine first day.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <ButtonLink to={signUpPath} size="lg">
            Start Your Journey
          </ButtonLink>
          <ButtonLink to="/faq" variant="secondary" size="lg">
            Read the FAQ
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
