#!/usr/bin/env bash
# Clones every repository of Accuracy/corpus.tsv into DIR/<id> at its pinned commit (nothing is built).
set -euo pipefail
[ $# -eq 1 ] || { echo "usage: $0 DIR" >&2; exit 2; }
dir=$1
manifest="$(dirname "$0")/../Accuracy/corpus.tsv"
mkdir -p "$dir"
grep -v '^#' "$manifest" | tail -n +2 | while IFS=$'\t' read -r id url commit _; do
    [ -n "$id" ] || continue
    if [ ! -d "$dir/$id/.git" ]; then
        git clone --quiet --no-checkout "$url" "$dir/$id"
    fi
    git -C "$dir/$id" fetch --quiet origin "$commit" 2>/dev/null || true
    git -C "$dir/$id" checkout --quiet --force "$commit"
    echo "$id at $commit"
done
