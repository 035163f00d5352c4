#!/usr/bin/env bash
# Prints the largest piece set docs/templates.md allows, with COUNT (default 99) of each of the
# 12 kinds per side, every kind with spares (8 a side): a template for the packer's benchmark.
# Usage: benches/large-template.sh [COUNT] > large.toml
set -euo pipefail
count=${1:-99}
cat <<TOML
format = 1
id = "large-$count"
name = "Large set, $count of each"
default_spares = 8

[board]
files = 12
ranks = 12
play_on = "all"
split = "halves"

[colour]
light = "#f4ead5"
dark = "#3f6b4a"
frame = "#23352a"
frame_text = "#f4ead5"
line = "#141d17"
accent = "#e0a526"
ink = "#1f1f1f"

[mono]
light = "#ffffff"
dark = "#e0e0e0"
dark_hatch = "#8c8c8c"
frame = "#ffffff"
frame_text = "#000000"
line = "#000000"
accent = "#5a5a5a"
ink = "#000000"
TOML
for i in $(seq 1 12); do
  cat <<TOML

[[pieces]]
id = "p$i"
name = "piece $i"
plural = "pieces $i"
art = "builtin:carpet.svg"
count = $count
start = "reserve"
spares = true
TOML
done
cat <<'TOML'

[[sides]]
name = "First"
colour = { label = "light", face = "#f4ead5", icon = "#141d17", edge = "#141d17" }
mono = { label = "plain", face = "#ffffff", icon = "#000000", edge = "#000000" }

[[sides]]
name = "Second"
colour = { label = "dark", face = "#2b2b2b", icon = "#ffffff", edge = "#000000" }
mono = { label = "banded", face = "#ffffff", icon = "#000000", edge = "#000000", band = "#8c8c8c" }
TOML
