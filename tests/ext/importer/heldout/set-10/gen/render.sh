#!/usr/bin/env bash
# Renders gen/html/*.html to docs/*.pdf with headless Chromium (text layer).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
mkdir -p "$here/../docs"
for h in "$here"/html/*.html; do
  n="$(basename "$h" .html)"
  prof="$(mktemp -d)"
  chromium --headless --no-sandbox --disable-gpu --no-first-run --disable-background-networking \
    --disable-component-update --disable-sync --user-data-dir="$prof" \
    --print-to-pdf="$here/../docs/$n.pdf" --no-pdf-header-footer "file://$h" 2>/dev/null
  rm -rf "$prof"
done
