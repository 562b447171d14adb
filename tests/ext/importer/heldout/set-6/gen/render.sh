#!/usr/bin/env bash
# Renders the printed documents of set-6 from the HTML beside this script, then degrades them as a
# phone photo (the Ukrainian report) and as a fax without a text layer (the Czech report).
# Needs chromium, ImageMagick (convert) and pdftoppm. Output: ../docs/ and ./build/.
set -euo pipefail
cd "$(dirname "$0")"
mkdir -p build ../docs
CH="chromium --headless --no-sandbox --disable-gpu --hide-scrollbars --no-pdf-header-footer"
# 1. Ukrainian report, photographed: screenshot, slight tilt, perspective, uneven light, blur, noise, JPEG q72
[ -f build/ua.png ] || $CH --screenshot=build/ua.png --window-size=840,1000 ua_report.html 2>/dev/null
convert build/ua.png -bordercolor '#f4f1ea' -border 40 \
  -virtual-pixel background -background '#8a8377' \
  -distort Perspective '0,0 24,38  919,0 890,12  0,1079 6,1050  919,1079 905,1079' \
  -rotate 1.8 \
  \( +clone -sparse-color Barycentric '0,0 #fff6e0 %[fx:w],%[fx:h] #8c8478' \) -compose multiply -composite \
  -blur 0x0.9 -attenuate 0.6 +noise Gaussian -resize 1400x \
  -quality 72 -sampling-factor 2x2 ../docs/IMG_20250215_184407.jpg
# 2. Czech lab report received by fax: print to PDF, raster at 200x100 dpi look, 1-bit, skew, speckle, no text layer
$CH --print-to-pdf=build/cz.pdf cz_fax.html 2>/dev/null
pdftoppm -r 200 -gray -singlefile build/cz.pdf build/cz
convert build/cz.pgm -resize 100%x50% -resize 100%x200% -rotate -0.7 -background white -flatten \
  -attenuate 0.07 +noise Impulse -threshold 60% -monochrome \
  -depth 1 build/cz_fax.png
# the fax machine's PDF: the page image only, no text layer
printf '<html><head><style>@page{size:A4;margin:0}body{margin:0}img{width:210mm;display:block}</style></head><body><img src="cz_fax.png"></body></html>' >build/cz_fax.html
$CH --print-to-pdf=../docs/fax_20250611_1422_LABMED.pdf build/cz_fax.html 2>/dev/null
# 3. Polish PDF report (text layer), attached to the lab's e-mail by make_docs.py
$CH --print-to-pdf=build/Wynik_4519920387.pdf pl_vitalab.html 2>/dev/null
