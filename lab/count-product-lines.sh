#!/usr/bin/env bash
# Lines of product code: the tracked non-test sources of domain/, server/, web/ and scripts/ (the
# performance benches count as product), without the generated time-zone list. lab/ is not product.
#   lab/count-product-lines.sh          files and lines
set -euo pipefail
cd "$(dirname "$0")/.."
files=$(git ls-files 'domain/**' 'server/**' 'web/**' 'scripts/**' \
  | grep -E '\.(ts|tsx|mjs|js|css)$' \
  | grep -vE '\.test\.|\.spec\.|/test-support/|/test/' \
  | grep -vx 'domain/common/time-zone-names.ts')
count=$(printf '%s\n' "$files" | wc -l)
lines=$(printf '%s\n' "$files" | xargs cat | wc -l)
echo "$count files, $lines lines of product code"
