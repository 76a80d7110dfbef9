import Foundation
import Testing
@testable import PreviewLintKit

/// Each new reporter's exact output for the hand-built report (ReportFixture).
@Suite struct ReporterOutputTests {
    func render(_ reporter: any Reporter) -> String {
        reporter.render(ReportFixture.report(), context: ReportFixture.context)
    }

    @Test func codeClimate() {
        #expect(render(CodeClimateReporter()) == #"""
        [
          {
            "type": "issue",
            "check_name": "no_print",
            "description": "Use the logger",
            "categories": [
              "Style"
            ],
            "severity": "major",
            "fingerprint": "344c130b8b87008323f62d4f86759ce4bd4b036fd331c392c88fcba6c4d936c5",
            "location": {
              "path": "App/Logs.swift",
              "lines": {
                "begin": 1,
                "end": 1
              }
            }
          },
          {
            "type": "issue",
            "check_name": "no_print",
            "description": "Use the logger",
            "categories": [
              "Style"
            ],
            "severity": "major",
            "fingerprint": "44f51acc1d8131574eedbc83723d2c11117e0ed5fca2159696b7b07ba492f037",
            "location": {
              "path": "App/Logs.swift",
              "lines": {
                "begin": 2,
                "end": 2
              }
            }
          },
          {
            "type": "issue",
            "check_name": "preview_hardcoded_format",
            "description": "\"½ <b>\" hard-codes a duration",
            "categories": [
              "Style"
            ],
            "severity": "major",
            "fingerprint": "0d71c0090a5706da62183073405dec632b6261d6034610e3098d07936ab28a0e",
            "location": {
              "path": "App/Timer View.swift",
              "lines": {
                "begin": 2,
                "end": 2
              }
            }
          },
          {
            "type": "issue",
            "check_name": "no_x",
            "description": "Don't name it `x` | *ever*",
            "categories": [
              "Style"
            ],
            "severity": "info",
            "fingerprint": "031ac4c3f47e7c435a477b1ef6941875f90a68264c80d77761abf82c55922c4b",
            "location": {
              "path": "App/Timer View.swift",
              "lines": {
                "begin": 3,
                "end": 3
              }
            }
          },
          {
            "type": "issue",
            "check_name": "diverged_target_copy",
            "description": "this copy has diverged from App/Timer View.swift",
            "categories": [
              "Style"
            ],
            "severity": "critical",
            "fingerprint": "e563a4f4031cf21661e73ec1affd6d72052ae239aef2645e0f1a46f3520bb717",
            "location": {
              "path": "Widget/Copy.swift",
              "lines": {
                "begin": 1,
                "end": 1
              }
            }
          }
        ]

        """#)
    }

    @Test func codeClimateFingerprintsSurviveLineShiftsAndTellRepeatedLinesApart() throws {
        let fingerprints = { (report: LintReport) in
            try #require(try JSONSerialization.jsonObject(with: Data(CodeClimateReporter().render(report, context: ReportFixture.context).utf8)) as? [[String: Any]])
                .map { $0["fingerprint"] as! String }
        }
        let original = try fingerprints(ReportFixture.report())
        #expect(try fingerprints(ReportFixture.report(shift: 3)) == original)
        #expect(Set(original).count == original.count)
        // Rule, path, the line's text and its occurrence: the first `print(1)` of App/Logs.swift.
        #expect(original[0] == SHA256.hex("no_print\u{0}App/Logs.swift\u{0}print(1)\u{0}0"))
    }

    @Test func sonarQube() {
        #expect(render(SonarQubeReporter()) == #"""
        {
          "rules": [
            {
              "id": "diverged_target_copy",
              "name": "Diverged Target Copy",
              "description": "A Swift file copied into two or more targets whose copies differ beyond whitespace and comments; the message lists each declaration that differs.",
              "engineId": "previewlint",
              "cleanCodeAttribute": "CONVENTIONAL",
              "type": "CODE_SMELL",
              "severity": "CRITICAL",
              "impacts": [
                {
                  "softwareQuality": "MAINTAINABILITY",
                  "severity": "HIGH"
                }
              ]
            },
            {
              "id": "no_print",
              "name": "no_print",
              "description": "Custom rule no_print, declared under custom_rules: in .previewlint.yml.",
              "engineId": "previewlint",
              "cleanCodeAttribute": "CONVENTIONAL",
              "type": "CODE_SMELL",
              "severity": "MAJOR",
              "impacts": [
                {
                  "softwareQuality": "MAINTAINABILITY",
                  "severity": "MEDIUM"
                }
              ]
            },
            {
              "id": "no_x",
              "name": "no_x",
              "description": "Custom rule no_x, declared under custom_rules: in .previewlint.yml.",
              "engineId": "previewlint",
              "cleanCodeAttribute": "CONVENTIONAL",
              "type": "CODE_SMELL",
              "severity": "INFO",
              "impacts": [
                {
                  "softwareQuality": "MAINTAINABILITY",
                  "severity": "LOW"
                }
              ]
            },
            {
              "id": "preview_hardcoded_format",
              "name": "Hard-coded Formatted Output in Preview",
              "description": "A string literal in a preview or fixture that contains formatted output (a clock time, a duration or relative time, a date, money, a percentage, a measurement with its unit, a signed delta) for a field the app formats itself.",
              "engineId": "previewlint",
              "cleanCodeAttribute": "CONVENTIONAL",
              "type": "CODE_SMELL",
              "severity": "MAJOR",
              "impacts": [
                {
                  "softwareQuality": "MAINTAINABILITY",
                  "severity": "MEDIUM"
                }
              ]
            }
          ],
          "issues": [
            {
              "ruleId": "no_print",
              "primaryLocation": {
                "message": "Use the logger",
                "filePath": "App/Logs.swift",
                "textRange": {
                  "startLine": 1,
                  "endLine": 1,
                  "startColumn": 0,
                  "endColumn": 6
                }
              }
            },
            {
              "ruleId": "no_print",
              "primaryLocation": {
                "message": "Use the logger",
                "filePath": "App/Logs.swift",
                "textRange": {
                  "startLine": 2,
                  "endLine": 2,
                  "startColumn": 0,
                  "endColumn": 6
                }
              }
            },
            {
              "ruleId": "preview_hardcoded_format",
              "primaryLocation": {
                "message": "\"½ <b>\" hard-codes a duration",
                "filePath": "App/Timer View.swift",
                "textRange": {
                  "startLine": 2,
                  "endLine": 2,
                  "startColumn": 16,
                  "endColumn": 23
                }
              }
            },
            {
              "ruleId": "no_x",
              "primaryLocation": {
                "message": "Don't name it `x` | *ever*",
                "filePath": "App/Timer View.swift",
                "textRange": {
                  "startLine": 3,
                  "endLine": 3,
                  "startColumn": 4,
                  "endColumn": 5
                }
              }
            },
            {
              "ruleId": "diverged_target_copy",
              "primaryLocation": {
                "message": "this copy has diverged from App/Timer View.swift",
                "filePath": "Widget/Copy.swift",
                "textRange": {
                  "startLine": 1,
                  "endLine": 1,
                  "startColumn": 7,
                  "endColumn": 12
                }
              },
              "secondaryLocations": [
                {
                  "message": "the other copy",
                  "filePath": "App/Timer View.swift",
                  "textRange": {
                    "startLine": 1,
                    "endLine": 1,
                    "startColumn": 7,
                    "endColumn": 12
                  }
                }
              ]
            }
          ]
        }

        """#)
    }

    @Test func markdown() {
        #expect(render(MarkdownReporter()) == #"""
        ### previewlint: 1 error, 3 warnings, 1 note

        3 files and 1 preview linted.

        | rule | severity | findings | files |
        |---|---|---:|---:|
        | [`diverged_target_copy`](https://github.com/previewlint/previewlint/blob/main/docs/rules/diverged_target_copy.md) | error | 1 | 1 |
        | [`no_print`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md) | warning | 2 | 1 |
        | [`preview_hardcoded_format`](https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_hardcoded_format.md) | warning | 1 | 1 |
        | [`no_x`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md) | note | 1 | 1 |

        #### `App/Logs.swift`

        - **warning** 1:1 Use the logger ([`no_print`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md))
        - **warning** 2:1 Use the logger ([`no_print`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md))

        #### `App/Timer View.swift`

        - **warning** 2:17 "½ \<b\>" hard-codes a duration ([`preview_hardcoded_format`](https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_hardcoded_format.md))
        - **note** 3:5 Don't name it \`x\` \| \*ever\* ([`no_x`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md))

        #### `Widget/Copy.swift`

        - **error** 1:8 this copy has diverged from App/Timer View.swift ([`diverged_target_copy`](https://github.com/previewlint/previewlint/blob/main/docs/rules/diverged_target_copy.md))

        """#)
    }

    @Test func markdownIsCutToItsLengthWithANoteOfWhatWasLeftOut() {
        let text = render(MarkdownReporter(maximumLength: 1200))
        #expect(text.utf8.count <= 1200)
        #expect(text == #"""
        ### previewlint: 1 error, 3 warnings, 1 note

        3 files and 1 preview linted.

        | rule | severity | findings | files |
        |---|---|---:|---:|
        | [`diverged_target_copy`](https://github.com/previewlint/previewlint/blob/main/docs/rules/diverged_target_copy.md) | error | 1 | 1 |
        | [`no_print`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md) | warning | 2 | 1 |
        | [`preview_hardcoded_format`](https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_hardcoded_format.md) | warning | 1 | 1 |
        | [`no_x`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md) | note | 1 | 1 |

        #### `App/Logs.swift`

        - **warning** 1:1 Use the logger ([`no_print`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md))
        - **warning** 2:1 Use the logger ([`no_print`](https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md))

        … and 3 more findings in 2 files not shown (the comment is cut at 1200 characters).

        """#)
    }

    @Test func markdownOfACleanRunIsItsTotals() {
        var report = ReportFixture.report()
        report.violations = []
        #expect(MarkdownReporter().render(report, context: ReportFixture.context) == "### previewlint: 0 errors, 0 warnings, 0 notes\n\n3 files and 1 preview linted.\n")
    }

    /// The page's body exactly; the head is the title and the inline style sheet, nothing fetched.
    @Test func html() throws {
        let page = render(HTMLReporter())
        let bodyStart = try #require(page.range(of: "</head>"))
        let head: [String] = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">",
            "<meta http-equiv=\"Content-Security-Policy\" content=\"default-src 'none'; style-src 'unsafe-inline'\">",
            "<title>previewlint: 5 findings</title>", "<style>", HTMLReporter.style + "</style>", "",
        ]
        #expect(String(page[..<bodyStart.lowerBound]) == head.joined(separator: "\n"))
        #expect(String(page[bodyStart.lowerBound...]) == #"""
        </head>
        <body>
        <header>
        <h1>previewlint report</h1>
        <p class="totals">3 files · 1 preview · <span class="error">1 error</span> · <span class="warning">3 warnings</span> · <span class="note">1 note</span></p>
        <p class="meta">previewlint 9.9.9 · <code>/repo</code></p>
        </header>
        <main>
        <section>
        <h2>Rules</h2>
        <table>
        <thead><tr><th>rule</th><th>severity</th><th class="number">findings</th><th class="number">files</th></tr></thead>
        <tbody>
        <tr><td><a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/diverged_target_copy.md">diverged_target_copy</a><div class="summary">A Swift file copied into two or more targets whose copies differ beyond whitespace and comments; the message lists each declaration that differs.</div></td><td><span class="badge error">error</span></td><td class="number">1</td><td class="number">1</td></tr>
        <tr><td><a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md">no_print</a></td><td><span class="badge warning">warning</span></td><td class="number">2</td><td class="number">1</td></tr>
        <tr><td><a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_hardcoded_format.md">preview_hardcoded_format</a><div class="summary">A string literal in a preview or fixture that contains formatted output (a clock time, a duration or relative time, a date, money, a percentage, a measurement with its unit, a signed delta) for a field the app formats itself.</div></td><td><span class="badge warning">warning</span></td><td class="number">1</td><td class="number">1</td></tr>
        <tr><td><a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md">no_x</a></td><td><span class="badge note">note</span></td><td class="number">1</td><td class="number">1</td></tr>
        </tbody>
        </table>
        </section>
        <section>
        <h2>Findings by file</h2>
        <details open>
        <summary><code>App/Logs.swift</code> <span class="count">2 findings</span></summary>
        <ol>
        <li>
        <p><span class="badge warning">warning</span> <span class="location">1:1</span> Use the logger <a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md">no_print</a></p>
        <pre><span class="line-number">1</span><mark>print(</mark>1)</pre>
        </li>
        <li>
        <p><span class="badge warning">warning</span> <span class="location">2:1</span> Use the logger <a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md">no_print</a></p>
        <pre><span class="line-number">2</span><mark>print(</mark>1)</pre>
        </li>
        </ol>
        </details>
        <details open>
        <summary><code>App/Timer View.swift</code> <span class="count">2 findings</span></summary>
        <ol>
        <li>
        <p><span class="badge warning">warning</span> <span class="location">2:17</span> &quot;½ &lt;b&gt;&quot; hard-codes a duration <a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_hardcoded_format.md">preview_hardcoded_format</a></p>
        <pre><span class="line-number">2</span>#Preview { Text(<mark>&quot;½ &lt;b&gt;&quot;</mark>) }</pre>
        </li>
        <li>
        <p><span class="badge note">note</span> <span class="location">3:5</span> Don&apos;t name it `x` | *ever* <a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/custom_rules.md">no_x</a></p>
        <pre><span class="line-number">3</span>let <mark>x</mark> = 1</pre>
        </li>
        </ol>
        </details>
        <details open>
        <summary><code>Widget/Copy.swift</code> <span class="count">1 finding</span></summary>
        <ol>
        <li>
        <p><span class="badge error">error</span> <span class="location">1:8</span> this copy has diverged from App/Timer View.swift <a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/diverged_target_copy.md">diverged_target_copy</a></p>
        <pre><span class="line-number">1</span>struct <mark>Timer</mark> { let seconds = 5 }</pre>
        <ul class="related">
        <li><code>App/Timer View.swift:1</code> the other copy</li>
        </ul>
        </li>
        </ol>
        </details>
        </section>
        </main>
        </body>
        </html>

        """#)
        #expect(!page.contains("<script") && !page.contains("<link") && !page.contains("@import") && !page.contains("url("))
    }

    @Test func everyReporterIsNamedInTheConfigurationTheCommandLineAndTheREADME() throws {
        #expect(Reporters.all.map { $0.name } == Configuration.reporterNames)
        for name in Configuration.reporterNames { #expect(Reporters.named(name) != nil) }
        let readme = try String(contentsOfFile: ConfigSchemaTests.repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("--reporter " + Configuration.reporterNames.joined(separator: "|")))
    }
}
