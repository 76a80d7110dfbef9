#!/usr/bin/env bash
# Builds one libFuzzer harness and runs it for the given number of seconds.
#
#   Scripts/fuzz.sh configuration 600     # .previewlint.yml: YAML layer, configuration reader, rule set
#   Scripts/fuzz.sh file-analysis 600     # one Swift file: decode, parse, facts walk, rules, suppressions
#   Scripts/fuzz.sh project-file 600      # project.pbxproj: property list reader, object and group resolution
#
# The harness (Fuzz/<Name>Harness.swift) is compiled together with Sources/PreviewLintKit as one
# module, instrumented with -sanitize=fuzzer,address; swift-syntax is linked from the debug build,
# uninstrumented. Corpus: .build/fuzz/<target>/corpus, seeded from Tests/Fixtures and Rules/.
# A crash leaves .build/fuzz/<target>/crash-<sha1>; keep it as a regression test of the bad-input suite
# (Tests/PreviewLintKitTests/Robustness) before fixing it, and copy it into
# Tests/Fixtures/fuzz-regressions/<target>/ so every later run starts from it.
set -euo pipefail

usage="usage: Scripts/fuzz.sh configuration|file-analysis|project-file SECONDS"
target="${1:?$usage}"
seconds="${2:?$usage}"
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"

case "$target" in
    configuration) harness=Fuzz/ConfigurationHarness.swift ;;
    file-analysis) harness=Fuzz/FileAnalysisHarness.swift ;;
    project-file) harness=Fuzz/ProjectFileHarness.swift ;;
    *) echo "unknown fuzz target '$target'; use configuration, file-analysis or project-file" >&2; exit 2 ;;
esac

swift build --product previewlint >/dev/null
debug="$(swift build --show-bin-path)"
work="$root/.build/fuzz/$target"
mkdir -p "$work/corpus" "$work/seeds"

objects=()
for module in SwiftSyntax SwiftParser SwiftDiagnostics SwiftBasicFormat _SwiftSyntaxCShims; do
    if [ -d "$debug/$module.build" ]; then
        while IFS= read -r object; do objects+=("$object"); done < <(find "$debug/$module.build" -name '*.o')
    fi
done
for object in $(find "$debug" -maxdepth 1 -type d -name 'SwiftSyntax[0-9]*.build'); do
    while IFS= read -r file; do objects+=("$file"); done < <(find "$object" -name '*.o')
done

swiftc -O -g -sanitize=fuzzer,address -parse-as-library -module-name PreviewLintKit \
    -I "$debug/Modules" -I Sources/CYAML -I .build/checkouts/swift-syntax/Sources/_SwiftSyntaxCShims/include \
    $(find Sources/PreviewLintKit -name '*.swift' | sort) "$harness" \
    "${objects[@]}" -lyaml -o "$work/harness"

case "$target" in
    configuration)
        find Tests/Fixtures Rules -name '*.yml' -size -64k -exec cp {} "$work/seeds/" \; 2>/dev/null || true ;;
    file-analysis)
        find Tests/Fixtures -name '*.swift' -size -64k -exec cp {} "$work/seeds/" \; 2>/dev/null || true ;;
    project-file)
        # Several fixtures share the name project.pbxproj: number the copies.
        count=0
        while IFS= read -r project; do
            count=$((count + 1)); cp "$project" "$work/seeds/project-$count.pbxproj"
        done < <(find Tests/Fixtures -name '*.pbxproj' -size -256k | sort) ;;
esac
if [ -d "Tests/Fixtures/fuzz-regressions/$target" ]; then
    cp "Tests/Fixtures/fuzz-regressions/$target"/* "$work/seeds/" 2>/dev/null || true
fi

cd "$work"
# Leak detection is off: swift-corelibs-foundation's NSRegularExpression leaks the pattern buffer
# when it rejects a pattern (_CFRegularExpressionCreate), which is not ours to fix.
export ASAN_OPTIONS="detect_leaks=0${ASAN_OPTIONS:+:$ASAN_OPTIONS}"
exec ./harness -max_total_time="$seconds" -timeout=20 -rss_limit_mb=2048 -print_final_stats=1 -detect_leaks=0 \
    -artifact_prefix="$work/" corpus seeds
