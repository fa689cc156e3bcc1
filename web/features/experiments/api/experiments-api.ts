import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ExperimentCreate,
  ExperimentDto,
  ExperimentReminderOfferDto,
} from '#domain/experiments/experiment-schema.ts';
import { api, readJson } from '#web/lib/api-client.ts';

export const experimentsKey = ['experiments'] as const;

/** The experiment under way or paused, with today's analysis; null when there is none. */
export const currentExperimentQuery = queryOptions({
  queryKey: [...experimentsKey, 'current'] as const,
  queryFn: async (): Promise<ExperimentDto | null> =>
    ((await readJson(await api.experiments.current.$get())) as { experiment: ExperimentDto | null })
      .experiment,
});

/** Every experiment, newest first (the current one included). */
export const experimentsListQuery = queryOptions({
  queryKey: [...experimentsKey, 'all'] as const,
  queryFn: async (): Promise<ExperimentDto[]> =>
    ((await readJson(await api.experiments.$get())) as { experiments: ExperimentDto[] }).experiments,
});

/** Whether the start form offers reminders, and the experiment reminders the person has. */
export const experimentReminderOfferQuery = queryOptions({
  queryKey: [...experimentsKey, 'reminders'] as const,
  queryFn: async (): Promise<ExperimentReminderOfferDto> =>
    (await readJson(await api.experiments.reminders.$get())) as ExperimentReminderOfferDto,
});

export function useExperimentReminderOffer() {
  return useQuery(experimentReminderOfferQuery);
}

export function useCurrentExperiment(enabled = true) {
  return useQuery({ ...currentExperimentQuery, enabled });
}

export function useExperiments() {
  return useQuery(experimentsListQuery);
}

function useExperimentsMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: experimentsKey }),
  });
}

export function useStartExperiment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (fields: ExperimentCreate) =>
      (await readJson(await api.experiments.$post({ json: fields }))) as ExperimentDto,
    onSettled: async (_data, _error, fields) => {
      await queryClient.invalidateQueries({ queryKey: experimentsKey });
      // Reminders made with the experiment show on the profile's reminders list, whose query is
      // the reminders feature's (features do not import each other, so its key is spelled out).
      if (fields.reminders) await queryClient.invalidateQueries({ queryKey: ['reminders'] });
    },
  });
}

export type ExperimentAction = 'pause' | 'resume' | 'stop' | 'extend';

export function useExperimentAction() {
  return useExperimentsMutation(async ({ id, action }: { id: string; action: ExperimentAction }) => {
    const target = api.experiments[':id'];
    const request = { param: { id } };
    const response =
      action === 'pause'
        ? await target.pause.$post(request)
        : action === 'resume'
          ? await target.resume.$post(request)
          : action === 'stop'
            ? await target.stop.$post(request)
            : await target.extend.$post(request);
    return (await readJson(response)) as ExperimentDto;
  });
}

export function useDeleteExperiment() {
  return useExperimentsMutation(async (id: string) => {
    const response = await api.experiments[':id'].$delete({ param: { id } });
    if (!response.ok) await readJson(response);
  });
}
