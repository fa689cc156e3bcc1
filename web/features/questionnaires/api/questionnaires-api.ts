import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InstrumentId,
  QuestionnaireInput,
  QuestionnaireSettings,
  ResponseDto,
} from '#domain/questionnaires/public.ts';
import { api, readJson } from '#web/lib/api-client.ts';

export const questionnairesKey = ['questionnaires'] as const;

export type QuestionnairesOverview = {
  today: string;
  settings: QuestionnaireSettings & { anchor: string };
  offered: InstrumentId[];
  due: InstrumentId[];
  /** Newest first. */
  responses: ResponseDto[];
};

export type SavedQuestionnaire = { response: ResponseDto; previous: ResponseDto | null };

export function useQuestionnaires(enabled = true) {
  return useQuery({
    queryKey: questionnairesKey,
    enabled,
    queryFn: async () => (await readJson(await api.questionnaires.$get())) as QuestionnairesOverview,
  });
}

export function useSaveQuestionnaire() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: QuestionnaireInput & { id?: string }) => {
      const { id, ...json } = input;
      const response = id
        ? await api.questionnaires[':id'].$put({ param: { id }, json: json as never })
        : await api.questionnaires.$post({ json: json as never });
      return (await readJson(response)) as SavedQuestionnaire;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnairesKey }),
  });
}

export function useSaveQuestionnaireSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: QuestionnaireSettings) =>
      readJson(await api.questionnaires.settings.$put({ json: settings as never })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: questionnairesKey }),
  });
}
