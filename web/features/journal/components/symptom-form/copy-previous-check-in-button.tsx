import { CopyCheck } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';

type CopyPreviousCheckInButtonProps = {
  label: string;
  copying: boolean;
  /** What the button last said; empty before the first press. */
  status: string;
  onCopy: () => void;
};

/** The 'Same as yesterday' button, with its outcome in a status region read out without moving focus. */
export function CopyPreviousCheckInButton({
  label,
  copying,
  status,
  onCopy,
}: CopyPreviousCheckInButtonProps) {
  return (
    <div className="flex flex-col items-start gap-2">
      <Button variant="secondary" aria-disabled={copying} onClick={onCopy}>
        <CopyCheck aria-hidden="true" className="size-5" />
        {label}
      </Button>
      <p role="status" className={status ? 'text-sm text-muted' : 'sr-only'}>
        {status}
      </p>
    </div>
  );
}
