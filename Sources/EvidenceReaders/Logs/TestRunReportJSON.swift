import EvidenceCore
import Foundation

/// A `TestRunReport` as a JSON document (schema `evidence.testrun/v1`), for `evidence logs` and for
/// anyone who wants what a reader saw without triage. Streamed: each test is written from its compact
/// form as the writer reaches it, so a 700,000-test log needs no tree of its results.
package enum TestRunReportJSON {
    /// Writes the document (without a trailing newline). Keys in sorted order, as the schema's
    /// examples and every earlier version printed them.
    package static func write(_ report: TestRunReport, unrecognizedLines: Int? = nil, to json: inout JSONStreamWriter) {
        json.object { json in
            json.key("build")
            json.object { json in
                if let destination = report.build.destination { json.field("destination", destination) }
                json.key("errors")
                json.array(report.build.errors) { json, error in issue(error, &json) }
                json.key("succeeded")
                if let succeeded = report.build.succeeded { json.bool(succeeded) } else { json.null() }
                json.field("warnings", report.build.warnings.count)
            }
            let notKept = report.failuresNotKept
            if notKept.count > 0 {
                json.key("failuresNotKept")
                json.object { json in
                    json.key("bySuite")
                    json.array(notKept.bySuite) { json, suite in json.object { $0.field("count", suite.count); $0.field("suite", suite.suite) } }
                    json.field("count", notKept.count)
                    json.field("otherSuites", notKept.otherSuites)
                }
            }
            json.field("schema", "evidence.testrun/v1")
            json.field("source", report.source)
            json.key("summary")
            json.object { json in
                let tests = report.tests
                // Sorted: expectedFailure, failed, flaky, passed, skipped, then tests.
                for status in [TestStatus.expectedFailure, .failed, .flaky, .passed, .skipped] {
                    json.field(status.rawValue, tests.count(of: status) + (status == .failed ? notKept.count : 0))
                }
                json.field("tests", tests.count + notKept.count)
            }
            json.key("tests")
            let tests = report.tests
            json.concurrentArray(count: tests.count) { json, position in test(tests[position], &json) }
            json.key("unattributedIssues")
            json.array(report.unattributedIssues) { json, unattributed in issue(unattributed, &json) }
            if let unrecognizedLines { json.field("unrecognizedLines", unrecognizedLines) }
        }
    }

    /// The whole document as bytes (tests, small reports).
    package static func data(_ report: TestRunReport, unrecognizedLines: Int? = nil) -> Data {
        var data = Data()
        var json = JSONStreamWriter { data.append(contentsOf: $0) }
        write(report, unrecognizedLines: unrecognizedLines, to: &json)
        json.finish()
        return data
    }

    static func test(_ result: TestResult, _ json: inout JSONStreamWriter) {
        json.object { json in
            if let duration = result.duration { json.field("duration", duration) }
            json.key("evidence")
            json.array(result.evidence) { json, evidence in pointer(evidence, &json) }
            json.key("issues")
            json.array(result.issues) { json, element in issue(element, &json) }
            json.field("status", result.status.rawValue)
            json.field("test", result.id.description)
        }
    }

    static func issue(_ issue: TestIssue, _ json: inout JSONStreamWriter) {
        json.object { json in
            if let evidence = issue.evidence {
                json.key("evidence")
                pointer(evidence, &json)
            }
            if let location = issue.location {
                json.key("location")
                json.object { json in
                    json.field("file", location.file)
                    json.field("line", location.line)
                }
            }
            json.field("message", issue.message)
        }
    }

    static func pointer(_ pointer: EvidencePointer, _ json: inout JSONStreamWriter) {
        json.object { json in
            if let excerpt = pointer.excerpt { json.field("excerpt", excerpt) }
            if let line = pointer.line { json.field("line", line) }
            json.field("path", pointer.path)
        }
    }
}
