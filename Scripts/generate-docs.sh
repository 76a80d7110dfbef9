#!/usr/bin/env bash
# Regenerates what is derived from the rule catalog: the catalog embedded in the binary, the
# configuration schema, the rule pages and the README rule table.
# Tests fail until these are current, so run this after changing Rules/*.yml.
set -euo pipefail
cd "$(dirname "$0")/.."
swift run --quiet RuleCatalogGenerator Sources/PreviewLintKit/Engine/EmbeddedRuleDescriptors+Generated.swift Rules/*.yml
swift build --product previewlint >/dev/null
bin=.build/debug/previewlint
"$bin" config-schema > docs/previewlint.schema.json
mkdir -p docs/rules
rm -f docs/rules/*.md
for id in $("$bin" rules --format json | python3 -c 'import json,sys; print("\n".join(r["id"] for r in json.load(sys.stdin)))'); do
    "$bin" explain --markdown "$id" > "docs/rules/$id.md"
done
table=$("$bin" rules --format markdown)
python3 - "$table" <<'PY'
import re, sys
table = sys.argv[1] + "\n"
text = open("README.md").read()
text = re.sub(r"(<!-- rules:start -->\n).*?(<!-- rules:end -->)", lambda m: m.group(1) + table + m.group(2), text, flags=re.S)
open("README.md", "w").write(text)
PY
echo "regenerated docs/previewlint.schema.json, docs/rules/*.md and the README rule table"
