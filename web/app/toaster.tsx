import { Toaster } from 'sonner';

/** The spec: one toast at a time; a dismissed toast is removed after 1,000,000 ms. */
export function AppToaster() {
  return (
    <Toaster
      visibleToasts={1}
      position="top-center"
      richColors
      closeButton
      toastOptions={{ closeButton: true }}
    />
  );
}
