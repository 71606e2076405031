#!/usr/bin/env bash
# Headless Chromium for the browser check of the docs page (test/docs/swagger-ui.test.ts).
#   chromium.sh path   prints the browser's executable, installing Debian's `chromium` package
#                      (apt) when it is missing and this runs as root
# Nothing is started here: the test launches the browser itself and closes it when it ends.
SERVICE=chromium
source "$(dirname "$0")/common.sh"

find_browser () {
  local name
  for name in chromium chromium-browser google-chrome; do
    command -v "$name" 2>/dev/null && return 0
  done
  return 1
}

case "${1:-}" in
  path)
    find_browser && exit 0
    [ "$(id -u)" -eq 0 ] || die "Chromium is not installed and installing it needs root (apt-get install chromium)"
    take_lock
    find_browser && exit 0
    echo "$SERVICE: installing chromium (apt)" >&2
    apt_install chromium
    find_browser || die "apt-get install chromium did not install it"
    ;;
  *) die "usage: chromium.sh path" ;;
esac
