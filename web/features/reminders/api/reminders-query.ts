import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ReminderPreset } from '#domain/reminders/reminder-schedule.ts';
import type {
  PushSubscriptionInput,
  ReminderInput,
  ReminderSettings,
  RemindersOverviewDto,
} from '#domain/reminders/reminders.ts';
import { api, readJson } from '#web/lib/api-client.ts';

export const remindersQueryKey = ['reminders'] as const;

export type TestResult = {
  email: boolean;
  devices: Array<{ id: string; label: string; outcome: 'sent' | 'gone' | 'failed' }>;
};

/** Every reminder, the quiet hours and pause, and this person's devices: the profile shows them all. */
export const remindersQuery = queryOptions({
  queryKey: remindersQueryKey,
  queryFn: async (): Promise<RemindersOverviewDto> => readJson(await api.reminders.$get()),
});

export function useReminders() {
  return useQuery(remindersQuery);
}

/** For answers without a body (204): throws the problem like readJson, returns nothing. */
async function expectOk(response: Response): Promise<void> {
  if (response.ok) return;
  await readJson(response);
}

function useRemindersMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

export function useCreateReminder() {
  return useRemindersMutation(async (reminder: ReminderInput) =>
    readJson(await api.reminders.$post({ json: reminder })),
  );
}

export function useCreatePreset() {
  return useRemindersMutation(async (input: { preset: ReminderPreset; channel: 'push' | 'email' }) =>
    readJson(await api.reminders.presets.$post({ json: input })),
  );
}

/** Changes a reminder; the list shows the change at once (a switch must move when pressed). */
export function useUpdateReminder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, reminder }: { id: string; reminder: ReminderInput }) =>
      readJson(await api.reminders[':id'].$put({ param: { id }, json: reminder })),
    onMutate: async ({ id, reminder }) => {
      await queryClient.cancelQueries({ queryKey: remindersQueryKey });
      const before = queryClient.getQueryData<RemindersOverviewDto>(remindersQueryKey);
      if (before) {
        queryClient.setQueryData<RemindersOverviewDto>(remindersQueryKey, {
          ...before,
          reminders: before.reminders.map((each) =>
            each.id === id ? { ...each, enabled: reminder.enabled ?? each.enabled } : each,
          ),
        });
      }
      return { before };
    },
    // Refused: the list goes back to what the server holds.
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(remindersQueryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: remindersQueryKey }),
  });
}

export function useDeleteReminder() {
  return useRemindersMutation(async (id: string) =>
    expectOk(await api.reminders[':id'].$delete({ param: { id } })),
  );
}

export function useSaveReminderSettings() {
  return useRemindersMutation(async (settings: ReminderSettings) =>
    expectOk(await api.reminders.settings.$put({ json: settings })),
  );
}

export function usePauseReminders() {
  return useRemindersMutation(async (days: number | null) =>
    days === null
      ? expectOk(await api.reminders.pause.$delete())
      : expectOk(await api.reminders.pause.$post({ json: { days } })),
  );
}

/** Every reminder that comes by notification comes by email instead. */
export function useRemindersByEmail() {
  return useRemindersMutation(
    async (): Promise<{ changed: number }> =>
      (await readJson(await api.reminders['by-email'].$post())) as { changed: number },
  );
}

export function useAddDevice() {
  return useRemindersMutation(async (subscription: PushSubscriptionInput) =>
    readJson(await api.reminders.devices.$post({ json: subscription })),
  );
}

export function useRemoveDevice() {
  return useRemindersMutation(async (id: string) =>
    expectOk(await api.reminders.devices[':id'].$delete({ param: { id } })),
  );
}

export function useSendTestReminder() {
  return useRemindersMutation(
    async (channel: 'push' | 'email'): Promise<TestResult> =>
      // The problem answer (409: no device) makes the typed client's body unknown; readJson throws it.
      (await readJson(await api.reminders.test.$post({ json: { channel } }))) as TestResult,
  );
}
