import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

// A PDF read back as a reader would: each page's text, the document's title, language and tags.
// pdf.js runs in the test's own process (its legacy build is the one meant for Node).

type StructNode = { role?: string; alt?: string; children?: StructNode[] };

export type ReadPdf = {
  pages: string[];
  title: string | undefined;
  language: string | null;
  marked: boolean;
  /** Every structure role on every page, in order, with a Figure's alt text after a colon. */
  roles: string[];
};

function walk(node: StructNode | null | undefined, into: string[]) {
  if (!node) return;
  if (node.role) into.push(node.alt ? `${node.role}: ${node.alt}` : node.role);
  for (const child of node.children ?? []) walk(child, into);
}

export async function readPdf(bytes: Uint8Array): Promise<ReadPdf> {
  const task = getDocument({ data: bytes.slice() });
  const pdf = await task.promise;
  try {
    const pages: string[] = [];
    const roles: string[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      pages.push(
        content.items
          .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
          .join('')
          .replace(/[ \t]+/g, ' '),
      );
      walk((await page.getStructTree()) as StructNode | null, roles);
    }
    const metadata = await pdf.getMetadata();
    const info = metadata.info as { Title?: string; Language?: string };
    const markInfo = await pdf.getMarkInfo();
    return {
      pages,
      title: info.Title,
      language: info.Language ?? null,
      // pdf.js answers a Map here, though its types say a plain object.
      marked: (markInfo as unknown as Map<string, boolean> | null)?.get('Marked') === true,
      roles,
    };
  } finally {
    await task.destroy();
  }
}
