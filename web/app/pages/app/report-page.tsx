import { Button } from '#web/components/ui/button.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { useToday } from '#web/features/dashboard/api/today-query.ts';
import { ReportForm } from '#web/features/report/components/report-form.tsx';
import { useDocumentTitle } from '#web/lib/use-document-title.ts';

/** /app/report: the PDF for a doctor, over days on the person's own calendar (today is the server's). */
export function ReportPage() {
  useDocumentTitle('Report for your doctor');
  const today = useToday();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-8">
      <header>
        <h1 className="text-3xl leading-tight font-bold tracking-tight sm:text-4xl">
          Report for your doctor
        </h1>
        <p className="mt-2 text-lg text-muted">
          A PDF of your symptoms, meals and the patterns Tend found, to bring to an appointment. Page 1 is a
          summary a doctor can read in two minutes.
        </p>
      </header>
      {today.isPending ? (
        <p role="status" className="flex items-center gap-3 text-lg">
          <Spinner />
          Loading...
        </p>
      ) : null}
      {today.isError && !today.data ? (
        <div className="flex flex-col items-start gap-3 rounded-2xl border border-line bg-surface p-6">
          <p className="text-lg">We could not load your calendar. Please try again.</p>
          <Button onClick={() => today.refetch()}>Try Again</Button>
        </div>
      ) : null}
      {today.data ? <ReportForm today={today.data.date} /> : null}
    </div>
  );
}
