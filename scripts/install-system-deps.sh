#!/usr/bin/env bash
# Debian packages the test suite drives for real: browsers, audio, speech, adb, redis, postgresql (private instances, no service),
# and uBlock Origin's package for the EasyList/EasyPrivacy files the browser path blocks ads and trackers by.
set -euo pipefail
pkgs=(chromium chromium-headless-shell firefox-esr ffmpeg pulseaudio pulseaudio-utils pocketsphinx pocketsphinx-en-us flite xvfb adb redis-server postgresql webext-ublock-origin-chromium)
missing=()
for p in "${pkgs[@]}"; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
  apt-get update
  DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "${missing[@]}"
fi
