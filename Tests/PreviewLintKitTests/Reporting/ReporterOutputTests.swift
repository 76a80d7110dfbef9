import Foundation
import Testing
@testable import PreviewLintKit

/// The Code Climate and SonarQube reporters' exact output for the hand-built report (ReportFixture).
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
              "description": "A literal a preview, fixture or placeholder writes into a field that production fills by formatting values (a clock time, a date, money, a measurement), named with the chain from the field to the formatting.",
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

    @Test func everyReporterIsNamedInTheConfigurationTheCommandLineAndTheREADME() throws {
        #expect(Reporters.all.map { $0.name } == Configuration.reporterNames)
        for name in Configuration.reporterNames { #expect(Reporters.named(name) != nil) }
        let readme = try String(contentsOfFile: ConfigSchemaTests.repositoryRoot + "/README.md", encoding: .utf8)
        #expect(readme.contains("--reporter " + Configuration.reporterNames.joined(separator: "|")))
    }
}
