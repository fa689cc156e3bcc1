import { readJson } from './api-errors.ts';

/**
 * Saves a file the API answered with, under the name its Content-Disposition gives (else
 * `fallbackName`). A refused answer is thrown as readJson throws it, so the page explains it
 * instead of saving the error as the file.
 */
export async function saveResponseAsFile(response: Response, fallbackName: string): Promise<void> {
  if (!response.ok) await readJson(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const link = document.createElement('a');
    link.href = url;
    link.download =
      response.headers.get('Content-Disposition')?.match(/filename="([^"]+)"/)?.[1] ?? fallbackName;
    document.body.append(link);
    link.click();
    link.remove();
  } finally {
    // The click has handed the file to the browser; it only needs the object URL for a moment.
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  }
}
