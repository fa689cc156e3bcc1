import { FlaskConical, HeartHandshake, Info, Lightbulb, Sparkles, Sprout, TrendingUp } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import type {
  AnalyzeJournalResult,
  Association,
  InsightPattern,
  TriggerFood,
} from '#domain/insights/types.ts';
import {
  capitalise,
  confidenceWords,
  foodNoun,
  symptomLabel,
  symptomNoun,
  whenPhrase,
} from '#domain/insights/wording/names.ts';
import { CONFIDENCE_MEANING } from '#domain/insights/wording/shown-confidence.ts';
import { buttonClasses } from '#web/components/ui/button-styles.ts';
import { EvidenceChart } from './evidence-chart.tsx';

/** Enough 'watching' pairs to show progress without burying the reported patterns. */
const WATCHING_SHOWN = 3;

function Card({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-2xl border border-line bg-surface p-5 shadow-sm sm:p-8"
    >
      <h2 id={titleId} className="flex items-center gap-3 text-2xl font-bold">
        {icon}
        {title}
      </h2>
      {children}
    </section>
  );
}

export function DailyInsightsCard({ summary }: { summary: AnalyzeJournalResult['dailySummary'] }) {
  return (
    <Card title="Daily Insights" icon={<Sparkles aria-hidden="true" className="size-6 text-primary" />}>
      <p className="mt-1 text-base font-semibold text-muted">Today's Wellness Story</p>
      <p className="mt-4 text-lg leading-relaxed">{summary.text}</p>
    </Card>
  );
}

function findAssociation(associations: readonly Association[], pattern: InsightPattern) {
  return associations.find(
    (association) => association.trigger === pattern.trigger && association.symptom === pattern.symptom,
  );
}

/** The percentage's meaning, beside the first percentage on the card and linked to it. */
function ConfidenceMeaning({ id }: { id: string }) {
  return (
    <p id={id} className="mt-2 text-base text-muted">
      {CONFIDENCE_MEANING}
    </p>
  );
}

function PatternItem({
  pattern,
  association,
  explainConfidence,
}: {
  pattern: InsightPattern;
  association?: Association | undefined;
  explainConfidence: boolean;
}) {
  const food = foodNoun(pattern.trigger);
  const meaningId = useId();
  return (
    <li className="rounded-xl border border-line p-4 sm:p-5">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="text-xl font-bold">{pattern.title}</h3>
        <span
          className="rounded-full bg-accent-soft px-3 py-1 text-base font-semibold text-accent"
          aria-describedby={explainConfidence ? meaningId : undefined}
        >
          {confidenceWords(pattern.confidence)}
        </span>
      </div>
      {explainConfidence ? <ConfidenceMeaning id={meaningId} /> : null}
      <p className="mt-1 text-base text-muted">
        {symptomLabel(pattern.symptom)}
        {association?.window
          ? ` · ${capitalise(whenPhrase(association.window, association.shape))} ${food}`
          : ''}
      </p>
      {/* The description is the evidence sentence (or an AI provider's checked rewording of it):
          said once, then drawn. */}
      <p className="mt-3 text-lg">{pattern.description}</p>
      {association ? (
        <EvidenceChart association={association} food={food} symptom={symptomNoun(pattern.symptom)} />
      ) : null}
      <TestThisLink food={pattern.trigger} />
    </li>
  );
}

/** "Test this": to the Experiments page with the food chosen, to find out for sure. */
function TestThisLink({ food }: { food: TriggerFood }) {
  return (
    <p className="mt-3">
      <Link to={`/app/experiments?food=${encodeURIComponent(food)}`} className={buttonClasses('secondary')}>
        <FlaskConical aria-hidden="true" className="size-5" />
        Test this<span className="sr-only">{`: an experiment with ${foodNoun(food)}`}</span>
      </Link>
    </p>
  );
}

export function WellnessPatternsCard({ insights }: { insights: AnalyzeJournalResult }) {
  const { patterns, associations, dataSufficiency } = insights;
  const watchingMeaningId = useId();
  const watching = associations
    .filter((association) => association.status === 'watching')
    .toSorted((a, b) => b.confidence - a.confidence)
    .slice(0, WATCHING_SHOWN);

  return (
    <Card title="Wellness Patterns" icon={<TrendingUp aria-hidden="true" className="size-6 text-primary" />}>
      {patterns.length > 0 ? (
        <ul className="mt-5 flex flex-col gap-4">
          {patterns.map((pattern, index) => (
            <PatternItem
              key={`${pattern.trigger}-${pattern.symptom}`}
              pattern={pattern}
              association={findAssociation(associations, pattern)}
              explainConfidence={index === 0}
            />
          ))}
        </ul>
      ) : (
        <div className="mt-4 flex items-start gap-3 rounded-xl bg-primary-soft p-4">
          <Sprout aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
          <div>
            <p className="text-lg font-semibold">Your patterns are taking shape</p>
            <p className="mt-1 text-base">
              {`So far your journal holds ${dataSufficiency.meals} ${dataSufficiency.meals === 1 ? 'meal' : 'meals'} and ${dataSufficiency.checkIns} ${dataSufficiency.checkIns === 1 ? 'check-in' : 'check-ins'} over ${dataSufficiency.daysCovered} ${dataSufficiency.daysCovered === 1 ? 'day' : 'days'}. Each entry brings a clear pattern closer; Tend shows one only once your own journal supports it.`}
            </p>
          </div>
        </div>
      )}

      {watching.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-xl font-bold">Still watching</h3>
          <p className="mt-1 text-base text-muted">Possible links that need more days before Tend can say.</p>
          {/* Without a pattern above, these are the card's first percentages. */}
          {patterns.length === 0 ? <ConfidenceMeaning id={watchingMeaningId} /> : null}
          <ul className="mt-3 flex flex-col gap-3">
            {watching.map((association) => (
              <li
                key={`${association.trigger}-${association.symptom}`}
                className="rounded-xl bg-surface-muted p-4"
              >
                <p className="font-semibold">
                  {`${symptomLabel(association.symptom)} after ${foodNoun(association.trigger)}`}
                  <span className="font-normal text-muted">{` · ${confidenceWords(association.confidence)}`}</span>
                </p>
                <p className="mt-1 text-base">{association.evidence}</p>
                <TestThisLink food={association.trigger} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {dataSufficiency.notes && dataSufficiency.notes.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-xl font-bold">Besides food</h3>
          {/* A treatment change or a shift the journal gives no reason for moves every symptom;
              the engine compares the days around it separately (decision 018) and says so here. */}
          <ul className="mt-2 flex flex-col gap-2">
            {dataSufficiency.notes.map((note) => (
              <li key={note} className="text-base">
                {note}
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {!dataSufficiency.enough && dataSufficiency.missing.length > 0 ? (
        <div className="mt-6">
          <h3 className="text-xl font-bold">What would help next</h3>
          {/* One sentence (domain/insights/wording/data-sufficiency.ts), said once on the page. */}
          {dataSufficiency.missing.map((missing) => (
            <p key={missing} className="mt-2 text-base">
              {missing}
            </p>
          ))}
        </div>
      ) : null}
    </Card>
  );
}

export function GentleSuggestionsCard({
  recommendations,
}: {
  recommendations: AnalyzeJournalResult['recommendations'];
}) {
  return (
    <Card title="Gentle Suggestions" icon={<Lightbulb aria-hidden="true" className="size-6 text-primary" />}>
      {recommendations.length > 0 ? (
        <ul className="mt-5 flex flex-col gap-4">
          {recommendations.map((recommendation) => (
            <li key={recommendation.title} className="flex items-start gap-3">
              <HeartHandshake aria-hidden="true" className="mt-1 size-5 shrink-0 text-accent" />
              <div>
                <h3 className="text-lg font-bold">{recommendation.title}</h3>
                <p className="mt-1 text-base">{recommendation.description}</p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-4 text-lg">Keep logging as you are; suggestions follow what your journal shows.</p>
      )}
    </Card>
  );
}

export function DisclaimerCard() {
  return (
    <aside
      aria-labelledby="insights-disclaimer-title"
      className="flex items-start gap-3 rounded-2xl border border-line bg-surface-muted p-5 sm:p-6"
    >
      <Info aria-hidden="true" className="mt-1 size-5 shrink-0 text-muted" />
      <div>
        <h2 id="insights-disclaimer-title" className="text-lg font-bold">
          Not medical advice
        </h2>
        <p className="mt-1 text-base">
          Tend is not medical advice. Patterns are associations in your own journal, not proof that a food
          causes a symptom. Talk with your care team before changing your diet or treatment.
        </p>
      </div>
    </aside>
  );
}
