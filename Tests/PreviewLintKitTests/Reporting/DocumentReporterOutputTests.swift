import Foundation
import Testing
@testable import PreviewLintKit

/// The Markdown (pull-request comment) and HTML reporters' exact output for the hand-built report (ReportFixture).
@Suite struct DocumentReporterOutputTests {
    func render(_ reporter: any Reporter) -> String {
        reporter.render(ReportFixture.report(), context: ReportFixture.context)
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
        <tr><td><a class="rule" href="https://github.com/previewlint/previewlint/blob/main/docs/rules/preview_hardcoded_format.md">preview_hardcoded_format</a><div class="summary">A literal a preview, fixture or placeholder writes into a field that production fills by formatting values (a clock time, a date, money, a measurement), named with the chain from the field to the formatting.</div></td><td><span class="badge warning">warning</span></td><td class="number">1</td><td class="number">1</td></tr>
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
}
