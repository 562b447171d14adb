#!/bin/bash
# render.sh IN.html OUT.pdf: prints one page to PDF with headless Chromium (no header/footer lines).
set -euo pipefail
profile=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --user-data-dir="$profile" \
  --print-to-pdf="$2" --no-pdf-header-footer "file://$1" 2>/dev/null
rm -rf "$profile"
