// Renders the test labels as phone photos into a folder, in a process of its own: the canvas's
// native memory would otherwise stay in the RSS of the bench that measures the server's memory.
//   node lab/perf/support/render-label-photos.ts <folder> <count> <width> <height>
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { renderLabelPhoto } from '#server/test/label-images.ts';
import { type TestLabel, testLabels } from '#server/test/label-texts.ts';

const [folder = '.', countText = '20', widthText = '4032', heightText = '3024'] = process.argv.slice(2);
const width = Number(widthText);
const height = Number(heightText);
for (let index = 0; index < Number(countText); index += 1) {
  const label = testLabels[index % testLabels.length] as TestLabel;
  const photo = renderLabelPhoto(
    {
      ...label,
      width,
      height,
      // The same text, scaled with the photo.
      fontPx: Math.round((label.fontPx * width) / label.width),
      seed: label.seed * 100 + index,
    },
    // Full quality with colour grain: about 10 MB, the upload limit.
    { quality: 100, colourGrain: true },
  );
  writeFileSync(path.join(folder, `${String(index).padStart(2, '0')}-${label.name}.jpg`), photo);
}
