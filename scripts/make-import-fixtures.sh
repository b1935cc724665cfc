#!/bin/sh
# Remakes the spreadsheets of tests/fixtures/import/ from their CSV sources with LibreOffice, so
# that the phonebook import is tested on files a spreadsheet program wrote. CI uses the committed
# files and needs no LibreOffice; run this after changing a CSV:
#   apt-get install -y --no-install-recommends libreoffice-calc-nogui && scripts/make-import-fixtures.sh
set -eu
dir="$(cd "$(dirname "$0")/.." && pwd)/tests/fixtures/import"
profile="$(mktemp -d)"
trap 'rm -rf "$profile"' EXIT
# CSV import options: field separator (44 comma, 59 semicolon), text delimiter 34 ("), UTF-8 (76), from line 1.
convert() { # source separator format...
  source="$1"; separator="$2"; shift 2
  for format in "$@"; do
    soffice -env:UserInstallation="file://$profile" --headless --infilter="CSV:$separator,34,76,1" \
      --convert-to "$format" --outdir "$dir" "$dir/$source" >/dev/null
  done
}
convert contacts-en.csv 44 xlsx xls
convert contacts-nl.csv 59 xlsx
convert contacts-fr.csv 44 xls
ls -l "$dir"
