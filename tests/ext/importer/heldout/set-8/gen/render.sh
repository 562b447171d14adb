#!/bin/bash
# render.sh IN.html OUT.pdf: headless Chromium print, no header/footer, a fresh profile each time.
set -euo pipefail
prof=$(mktemp -d)
chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
  --disable-component-update --disable-sync --user-data-dir="$prof" --print-to-pdf="$2" --no-pdf-header-footer \
  "file://$(readlink -f "$1")" 2>/dev/null
rm -rf "$prof"
