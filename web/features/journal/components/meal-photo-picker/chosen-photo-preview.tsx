import { Spinner } from '#web/components/ui/spinner.tsx';
import type { ChosenPhoto } from './use-meal-photo-analysis.ts';

type ChosenPhotoPreviewProps = {
  photo: ChosenPhoto;
  busy: boolean;
  /** The browser could not show the image, so its name stands in for it. */
  onUnshowable: () => void;
};

/** The chosen photo (or its name), with a spinner while it is analysed. */
export function ChosenPhotoPreview({ photo, busy, onUnshowable }: ChosenPhotoPreviewProps) {
  return (
    <div className="mt-3 flex items-center gap-3">
      {photo.shown ? (
        <img
          src={photo.url}
          alt="Preview of what you chose"
          className="size-20 rounded-lg object-cover"
          // HEIC photos cannot be shown by most browsers; their name stands in for them.
          onError={onUnshowable}
        />
      ) : (
        <p className="text-sm text-muted">Photo: {photo.name}</p>
      )}
      {busy ? <Spinner className="size-6" /> : null}
    </div>
  );
}
