#!/bin/sh
# Rebuilds set-18's documents and truth.json. Needs python3, groff, ghostscript (ps2pdf) and node;
# the Node generators run from a work folder outside the repository ($SET18_WORK, default
# /tmp/set18-gen), where `npm install` puts pdf-lib, pdfkit and jspdf (package.json here): no
# node_modules inside the repository (the repository's own checks read every file under it).
set -e
cd "$(dirname "$0")"
G=$(pwd)
D=../docs
python3 make.py
# D1: groff ms + tbl -> PostScript -> PDF (A4)
groff -k -t -Tps -dpaper=a4 -P-pa4 out/d1.ms > out/d1.ps
ps2pdf -sPAPERSIZE=a4 out/d1.ps "$D/wynik_2503110457.pdf"
# D2: hand PostScript, drawn rotated; Ghostscript sets /Rotate (AutoRotatePages)
ps2pdf -dAutoRotatePages=/PageByPage out/d2.ps "$D/Laborbefund_6620413309.pdf"
# D3: hand PostScript, glyph by glyph
ps2pdf out/d3.ps "$D/vysledky_NPK_20251014.pdf"
# D7: groff ms with tab stops
groff -k -Tps -dpaper=a4 -P-pa4 out/d7.ms > out/d7.ps
ps2pdf -sPAPERSIZE=a4 -dPDFSETTINGS=/printer out/d7.ps "$D/MEDIKA_vysledky_2025.pdf"
# D4-D6, D8: Node PDF libraries, run from the work folder with this folder's out/ linked in
W=${SET18_WORK:-/tmp/set18-gen}
mkdir -p "$W"
cp package.json d4_pdflib.mjs d5_pdfkit.mjs d6_jspdf.mjs d8_pdflib.mjs "$W"/
ln -sfn "$(pwd)/out" "$W/out"
[ -d "$W/node_modules" ] || (cd "$W" && npm install --no-audit --no-fund)
D=$(cd "$D" && pwd)
cd "$W"
SOURCE_DATE_EPOCH=1764700000 node d4_pdflib.mjs "$D/KVH_Patient_Results_Report.pdf"
SOURCE_DATE_EPOCH=1764700000 node d5_pdfkit.mjs "$D/VitaLab_wszystkie_wyniki.pdf"
SOURCE_DATE_EPOCH=1764700000 node d6_jspdf.mjs "$D/Crestview_Report_CV2603118842.pdf"
SOURCE_DATE_EPOCH=1764700000 node d8_pdflib.mjs "$D/Klinikum_Laborbefund_Fall40118734.pdf"
cd "$G" && python3 make.py truth
