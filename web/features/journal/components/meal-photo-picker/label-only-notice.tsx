/**
 * Said before a photo is chosen where only labels can be read, so nobody sends a plate and waits
 * for a refusal.
 */
export function LabelOnlyNotice({ hasProvider }: { hasProvider: boolean }) {
  return (
    <>
      <p className="mt-1 font-medium">
        {hasProvider
          ? 'Only food labels can be read here: this Tend does not describe photos of meals.'
          : 'Only food labels can be read here: describing a photo of a meal needs an AI provider, and this Tend has none.'}
      </p>
      <p className="mt-1 text-sm text-muted">
        Take a photo of the ingredients list on a package and Tend will read it for you, here on this server.
        The photo is not sent anywhere and is not kept.
      </p>
    </>
  );
}
