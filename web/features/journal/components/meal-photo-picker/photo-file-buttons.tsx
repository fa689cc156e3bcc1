import { Camera, ImagePlus } from 'lucide-react';
import type { ChangeEvent } from 'react';
import type { PhotoMode } from '#domain/meal-photos/public.ts';
import { PHOTO_ACCEPT } from '#domain/meal-photos/public.ts';
import { Button } from '#web/components/ui/button.tsx';
import { buttonClasses } from '#web/components/ui/button-styles.ts';

type PhotoFileButtonsProps = {
  canCapture: boolean;
  mode: PhotoMode;
  busy: boolean;
  onFile: (event: ChangeEvent<HTMLInputElement>) => void;
  onCancel: () => void;
};

/** Take or choose the photo (file inputs dressed as buttons), and Cancel while it is analysed. */
export function PhotoFileButtons({ canCapture, mode, busy, onFile, onCancel }: PhotoFileButtonsProps) {
  const pickerClasses = buttonClasses(
    'secondary',
    'md',
    `cursor-pointer has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-primary ${busy ? 'pointer-events-none opacity-60' : ''}`,
  );
  return (
    <div className="mt-3 flex flex-wrap items-center gap-2">
      {canCapture ? (
        <label className={pickerClasses}>
          <Camera aria-hidden="true" className="size-4" />
          Take a photo
          <input
            type="file"
            accept={PHOTO_ACCEPT}
            capture="environment"
            className="sr-only"
            disabled={busy}
            onChange={onFile}
          />
        </label>
      ) : null}
      <label className={pickerClasses}>
        <ImagePlus aria-hidden="true" className="size-4" />
        {mode === 'label' ? 'Choose a photo of a label' : 'Choose a photo'}
        <input type="file" accept={PHOTO_ACCEPT} className="sr-only" disabled={busy} onChange={onFile} />
      </label>
      {busy ? (
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      ) : null}
    </div>
  );
}
