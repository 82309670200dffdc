#!/usr/bin/env bash
# The journeys' Chromium (playwright.config.ts): $CHROMIUM_PATH or /usr/bin/chromium, started with
# every --disable-features given merged into one. Chromium keeps only the last of a repeated switch,
# so the config's own list would otherwise replace the one Playwright passes (docs/decisions.md).
set -euo pipefail
features=()
args=()
for arg in "$@"; do
  case $arg in
    --disable-features=*) features+=("${arg#--disable-features=}") ;;
    *) args+=("$arg") ;;
  esac
done
merged=$(IFS=,; echo "${features[*]}")
exec "${CHROMIUM_PATH:-/usr/bin/chromium}" "${args[@]}" ${merged:+"--disable-features=$merged"}
