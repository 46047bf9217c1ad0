import Foundation

/// A `TestRunReport` as a JSON document (schema `evidence.testrun/v1`), for `evidence logs` and for
/// anyone who wants what a reader saw without triage.
public enum TestRunReportJSON {
    public static func object(_ report: TestRunReport, unrecognizedLines: Int? = nil) -> [String: Any] {
        var counts: [String: Int] = ["tests": report.tests.count]
        for status in [TestStatus.passed, .failed, .skipped, .expectedFailure, .flaky] {
            counts[status.rawValue] = report.tests.filter { $0.status == status }.count
        }
        var object: [String: Any] = [
            "schema": "evidence.testrun/v1",
            "source": report.source,
            "summary": counts,
            "build": [
                "succeeded": report.build.succeeded.map { $0 as Any } ?? NSNull(),
                "errors": report.build.errors.map(issue),
                "warnings": report.build.warnings.count,
            ] as [String: Any],
            "tests": report.tests.map { result -> [String: Any] in
                var test: [String: Any] = [
                    "test": result.id.description, "status": result.status.rawValue,
                    "issues": result.issues.map(issue), "evidence": result.evidence.map(pointer),
                ]
                if let duration = result.duration { test["duration"] = duration }
                return test
            },
            "unattributedIssues": report.unattributedIssues.map(issue),
        ]
        if let unrecognizedLines { object["unrecognizedLines"] = unrecognizedLines }
        return object
    }

    public static func data(_ report: TestRunReport, unrecognizedLines: Int? = nil) throws -> Data {
        try JSONSerialization.data(withJSONObject: object(report, unrecognizedLines: unrecognizedLines), options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
    }

    static func issue(_ issue: TestIssue) -> [String: Any] {
        var object: [String: Any] = ["message": issue.message]
        if let location = issue.location { object["location"] = ["file": location.file, "line": location.line] as [String: Any] }
        if let evidence = issue.evidence { object["evidence"] = pointer(evidence) }
        return object
    }

    static func pointer(_ pointer: EvidencePointer) -> [String: Any] {
        var object: [String: Any] = ["path": pointer.path]
        if let line = pointer.line { object["line"] = line }
        if let excerpt = pointer.excerpt { object["excerpt"] = excerpt }
        return object
    }
}
