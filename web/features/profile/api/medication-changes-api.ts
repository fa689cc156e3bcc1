import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MedicationChangeDto, MedicationChangeFields } from '#domain/medication-changes/public.ts';
import { api, readJson } from '#web/lib/api-client.ts';

export const medicationChangesKey = ['medication-changes'] as const;

export function useMedicationChanges() {
  return useQuery({
    queryKey: medicationChangesKey,
    queryFn: async () =>
      ((await readJson(await api['medication-changes'].$get())) as { changes: MedicationChangeDto[] })
        .changes,
  });
}

/** Records, corrects (with an id) or deletes a change; the timeline is read again afterwards. */
export function useMedicationChangeMutations() {
  const queryClient = useQueryClient();
  const settled = () => queryClient.invalidateQueries({ queryKey: medicationChangesKey });
  const record = useMutation({
    mutationFn: async (fields: MedicationChangeFields) =>
      readJson(await api['medication-changes'].$post({ json: fields })),
    onSettled: settled,
  });
  const correct = useMutation({
    mutationFn: async ({ id, fields }: { id: string; fields: MedicationChangeFields }) =>
      readJson(await api['medication-changes'][':id'].$put({ param: { id }, json: fields })),
    onSettled: settled,
  });
  const remove = useMutation({
    mutationFn: async (id: string) => {
      const response = await api['medication-changes'][':id'].$delete({ param: { id } });
      if (!response.ok) await readJson(response);
    },
    onSettled: settled,
  });
  return { record, correct, remove };
}
