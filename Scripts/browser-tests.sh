#!/usr/bin/env bash
# Browser tests of the explorer page (Tests/Browser/explorer_tests.py): every example's and lesson's
# `--explore` page is loaded in Chromium, driven by Playwright.
#
# Installs what is missing, quietly, and only once: Chromium from the Debian packages (as root, with
# apt-get), and Playwright from PyPI in a virtual environment under .build/ (Playwright drives the
# system Chromium; it downloads no browser of its own). Expects the examples to be built
# (`swift build`, as Scripts/check.sh does first).
#
#   Scripts/browser-tests.sh            run the tests
#   Scripts/browser-tests.sh --record   re-record the golden screenshots in Tests/Browser/Screenshots
set -euo pipefail
cd "$(dirname "$0")/.."

venv=.build/browser-tests-venv
chromium=$(command -v chromium || command -v chromium-browser || true)

install_packages() {
  if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
    echo "browser-tests: install $* (Debian packages) and run again" >&2
    exit 1
  fi
  apt-get update -qq >/dev/null
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ -z "$chromium" ]; then
  install_packages chromium
  chromium=$(command -v chromium)
fi
if ! command -v python3 >/dev/null || ! python3 -c "import venv, ensurepip" 2>/dev/null; then
  install_packages python3 python3-venv
fi
if [ ! -x "$venv/bin/python" ]; then
  python3 -m venv "$venv"
fi
if ! "$venv/bin/python" -c "import playwright" 2>/dev/null; then
  "$venv/bin/python" -m pip install -q --disable-pip-version-check playwright
fi

pages=$(mktemp -d)
trap 'rm -rf "$pages"' EXIT
bin=$(swift build --show-bin-path)
for folder in Examples/* Playgrounds-free-samples/*; do
  name=$(basename "$folder")
  [ -f "$folder/main.swift" ] || continue
  "$bin/$name" --explore "$pages/$name.html" >/dev/null
done

CHROMIUM="$chromium" "$venv/bin/python" Tests/Browser/explorer_tests.py "$pages" "$@"
