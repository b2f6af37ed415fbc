#!/bin/bash
# Render every Fate/roll dice example's PDF in two trees and compare the pages pixel by pixel.
#
#   bench/compare_pdf_pages.sh OLD_TREE NEW_TREE OUT_DIR
#
# For each example (examples/*.json of NEW_TREE): --layout default and full, --lang ja and en,
# GM and --public; and the gm-compact roster of all of them. Each PDF is rendered with
# `pdftoppm -r 100 -png` and each page compared with ImageMagick `compare -metric AE`
# (tolerance 0: the count of differing pixels). OUT_DIR/result.txt lists every page and its
# count ("missing-after"/"new-after" for a page only one tree has). Uses NEW_TREE's .venv.
set -u
OLD=$(cd "$1" && pwd); NEW=$(cd "$2" && pwd); OUT=$3
PY="$NEW/.venv/bin/python"
mkdir -p "$OUT"
for side in old new; do
  root=$OLD; [ $side = new ] && root=$NEW
  mkdir -p "$OUT/$side"
  ( cd "$root"
    for lang in ja en; do for pub in "" "--public"; do p=${pub:+pub}
      for f in "$NEW"/examples/*.json; do n=$(basename "$f" .json)
        for layout in default full; do
          "$PY" -m builder.cli.main export "$f" --pdf "$OUT/$side/$n-$layout-$lang$p.pdf" --layout $layout \
            --lang $lang --invariant --force $pub >/dev/null 2>&1
        done
      done
      "$PY" -m builder.cli.main export "$NEW"/examples/*.json --pdf "$OUT/$side/roster-gm-compact-$lang$p.pdf" \
        --layout gm-compact --lang $lang --invariant --force $pub >/dev/null 2>&1
    done; done )
  for pdf in "$OUT/$side"/*.pdf; do pdftoppm -r 100 -png "$pdf" "${pdf%.pdf}"; done
done
cd "$OUT/old"
for png in *.png; do
  if [ ! -f "../new/$png" ]; then echo "$png missing-after"; continue; fi
  echo "$png $(compare -metric AE "$png" "../new/$png" null: 2>&1)"
done > "$OUT/result.txt"
for png in ../new/*.png; do [ -f "$(basename "$png")" ] || echo "$(basename "$png") new-after" >> "$OUT/result.txt"; done
awk '$2 != "0"' "$OUT/result.txt"
