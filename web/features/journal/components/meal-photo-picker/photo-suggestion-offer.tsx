import { Button } from '#web/components/ui/button.tsx';

type PhotoSuggestionOfferProps = {
  description: string;
  onReplace: () => void;
  onAdd: () => void;
  onKeep: () => void;
};

/** The photo's description, offered when the person has typed one of their own. */
export function PhotoSuggestionOffer({ description, onReplace, onAdd, onKeep }: PhotoSuggestionOfferProps) {
  return (
    <div className="mt-2 flex flex-col gap-2">
      <p className="rounded-lg bg-surface-muted p-3">“{description}”</p>
      <div className="flex flex-wrap gap-2">
        <Button onClick={onReplace}>Replace my description</Button>
        <Button variant="secondary" onClick={onAdd}>
          Add to my description
        </Button>
        <Button variant="ghost" onClick={onKeep}>
          Keep mine
        </Button>
      </div>
    </div>
  );
}
