#!/usr/bin/env bash
# Installs what the test suites need from Debian's packages when it is missing: Chromium for the
# browser journeys, PostgreSQL for the API suite's second run and the cluster, nginx and
# libfaketime for the cluster stage (tests/cluster). Never skips a suite silently: if something
# cannot be installed, it says what to install and fails.
set -euo pipefail

need_chromium=0; need_postgres=0; need_nginx=0; need_faketime=0
[ -x /usr/bin/chromium ] || need_chromium=1
if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 && ! command -v initdb >/dev/null 2>&1; then need_postgres=1; fi
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need_nginx=1
ls /usr/lib/*/faketime/libfaketime.so.1 >/dev/null 2>&1 || need_faketime=1

packages=()
[ $need_chromium = 1 ] && packages+=(chromium)
[ $need_postgres = 1 ] && packages+=(postgresql)
[ $need_nginx = 1 ] && packages+=(nginx-light)
[ $need_faketime = 1 ] && packages+=(faketime)
[ ${#packages[@]} = 0 ] && exit 0

if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Installing ${packages[*]} from Debian's packages..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${packages[@]}" >/dev/null
else
  echo "The tests need: ${packages[*]}. Install them (Debian: sudo apt-get install -y ${packages[*]}) and run npm test again." >&2
  exit 1
fi
