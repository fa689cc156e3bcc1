// The port through which meal photos reach the ingredients-label reader (the OCR engine in
// server/ocr/). The route depends on this shape only, so it is tested with a reader of its own
// and the engine is chosen where the app's dependencies are built (server/app-deps.ts).

export type LabelReading = {
  /** The ingredients read from the label, in its order. */
  ingredients: string[];
  /** All the text recognised, for logs and benchmarks; never sent to the browser. */
  text: string;
  /** 0 to 1: how sure the engine is of what it read. */
  confidence: number;
};

/** Reads an ingredients list from a photo of a food label (JPEG bytes, upright, metadata gone). */
export type LabelReader = (image: Buffer) => Promise<LabelReading>;
