#!/usr/bin/env bash
# Renders every gen/html/*.html to ../docs/<name>.pdf with headless Chromium (text layer kept).
set -euo pipefail
cd "$(dirname "$0")"
for f in html/*.html; do
  name=$(basename "$f" .html)
  prof=$(mktemp -d)
  chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$prof" \
    --print-to-pdf="../docs/$name.pdf" --no-pdf-header-footer "file://$PWD/$f" 2>/dev/null
  rm -rf "$prof"
done
