#!/bin/sh
# Regenerates the sample videos and thumbnails the local stack seeds (local/seed/content.ts).
# Run once by hand with Debian's ffmpeg (apt-get install ffmpeg); the outputs are committed, so
# `npm start` never needs ffmpeg. 12 s each (long enough to show "resume where you left off", which
# restarts anything within 5 s of the end), H.264 constrained baseline, yuv420p, faststart, no audio: plays
# in every browser without an autoplay-with-sound prompt.
set -eu
cd "$(dirname "$0")"
FONT=/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# slug | source pattern | thumbnail colour | label | title
while IFS='|' read -r slug source colour label title; do
  printf '%s' "$title" > "$TMP/title.txt"
  printf '%s' "$label" > "$TMP/label.txt"
  ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "$source=size=320x180:rate=12:duration=12" \
    -vf "drawbox=y=ih-48:w=iw:h=48:color=black@0.65:t=fill,\
drawtext=fontfile=$FONT:textfile=$TMP/title.txt:fontcolor=white:fontsize=17:x=(w-tw)/2:y=h-42,\
drawtext=fontfile=$FONT:text='%{pts\:hms}':fontcolor=yellow:fontsize=12:x=(w-tw)/2:y=h-18,format=yuv420p" \
    -c:v libx264 -profile:v baseline -level 3.0 -preset veryslow -crf 33 -g 24 -an -movflags +faststart \
    -metadata title="$title" "$slug.mp4"
  ffmpeg -nostdin -hide_banner -loglevel error -y -f lavfi -i "color=c=$colour:size=320x180" -frames:v 1 \
    -vf "drawbox=x=0:y=0:w=iw:h=6:color=white@0.8:t=fill,\
drawtext=fontfile=$FONT:textfile=$TMP/label.txt:fontcolor=white@0.85:fontsize=13:x=14:y=20,\
drawtext=fontfile=$FONT:textfile=$TMP/title.txt:fontcolor=white:fontsize=19:x=14:y=(h-th)/2,\
drawtext=fontfile=$FONT:text='EngTech Academy':fontcolor=white@0.7:fontsize=11:x=14:y=h-24" \
    -q:v 5 "$slug.jpg"
done <<'LIST'
ohms-law-basics|testsrc2|#1d4e89|FREE LESSON|Ohm's Law Basics
logic-gates-introduction|smptebars|#2a6f4e|FREE LESSON|Introduction to Logic Gates
vernier-caliper-reading|testsrc|#7a3b69|FREE LESSON|Reading a Vernier Caliper
kirchhoffs-laws-explained|smptehdbars|#8a4b0f|THEORY|Kirchhoff's Laws Explained
thermodynamics-quick-revision|rgbtestsrc|#3d3b8e|REVISION|Thermodynamics Quick Revision
soldering-a-simple-circuit|yuvtestsrc|#5b5f1e|PRACTICAL|Soldering a Simple Circuit
paper-2024-discussion|testsrc2|#8e2c2c|PAPER DISCUSSION|2024 Paper Discussion
LIST
