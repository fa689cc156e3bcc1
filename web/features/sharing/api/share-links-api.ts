import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ShareLinkDto, ShareLinkInput } from '#domain/sharing/share-link.ts';
import { api, readJson } from '#web/lib/api-client.ts';

export const shareLinksKey = ['share-links'] as const;

export type CreatedShareLink = { link: ShareLinkDto; path: string; url: string };

export function useShareLinks() {
  return useQuery({
    queryKey: shareLinksKey,
    queryFn: async () =>
      ((await readJson(await api['share-links'].$get())) as { links: ShareLinkDto[] }).links,
  });
}

export function useShareLinkMutations() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: shareLinksKey });
  const create = useMutation({
    mutationFn: async (input: ShareLinkInput) =>
      (await readJson(await api['share-links'].$post({ json: input }))) as CreatedShareLink,
    onSettled: settled,
  });
  const revoke = useMutation({
    mutationFn: async (id: string) =>
      (await readJson(await api['share-links'][':id'].revoke.$post({ param: { id } }))) as ShareLinkDto,
    onSettled: settled,
  });
  return { create, revoke };
}
