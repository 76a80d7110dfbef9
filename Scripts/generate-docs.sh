#!/usr/bin/env bash
# Regenerates what is derived from the rule catalog: the configuration schema and the README rule table.
# Tests fail until these are current, so run this after changing Rules/*.yml.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product previewlint >/dev/null
bin=.build/debug/previewlint
"$bin" config-schema > docs/previewlint.schema.json
table=$("$bin" rules --format markdown)
python3 - "$table" <<'PY'
import re, sys
table = sys.argv[1] + "\n"
text = open("README.md").read()
text = re.sub(r"(<!-- rules:start -->\n).*?(<!-- rules:end -->)", lambda m: m.group(1) + table + m.group(2), text, flags=re.S)
open("README.md", "w").write(text)
PY
echo "regenerated docs/previewlint.schema.json and the README rule table"
