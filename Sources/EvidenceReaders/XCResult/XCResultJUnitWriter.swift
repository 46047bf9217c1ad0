import EvidenceCore

/// Result bundles as JUnit XML (`xcresult --format junit`): every test case with its time, a failed
/// one's issues as `failure` elements (message, `file:line` in the text), skipped ones marked — read
/// natively, so a Linux CI step can give GitLab, Jenkins or CircleCI the bundle's results without
/// Xcode. A flaky test (failed, then passed on retry) is a passed case whose `system-out` says
/// `evidence.flaky: true`. Valid against docs/schemas/junit.xsd (Jenkins' xUnit structure).
package enum XCResultJUnitWriter {
    package static func xml(_ documents: [XCResultDocument]) -> String {
        let reports = documents.map { $0.testRunReport() }
        var suites: [String: [TestResult]] = [:]
        var order: [String] = []
        for result in reports.flatMap(\.tests) {
            let suite = [result.id.module, result.id.suite].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".")
            if suites[suite] == nil { order.append(suite) }
            suites[suite, default: []].append(result)
        }
        let all = reports.flatMap(\.tests)
        let failed = all.filter { $0.status == .failed }.count
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        text += "<testsuites name=\"\(XMLText.escaped(documents.map(\.bundlePath).joined(separator: ", ")))\" tests=\"\(all.count)\" failures=\"\(failed)\" errors=\"0\">\n"
        for suite in order {
            let tests = suites[suite]!
            text += "  <testsuite name=\"\(XMLText.escaped(suite))\" tests=\"\(tests.count)\" failures=\"\(tests.filter { $0.status == .failed }.count)\""
            text += " errors=\"0\" skipped=\"\(tests.filter { $0.status == .skipped }.count)\">\n"
            for test in tests { text += testCase(test, suite: suite) }
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    private static func testCase(_ test: TestResult, suite: String) -> String {
        var attributes = "classname=\"\(XMLText.escaped(suite))\" name=\"\(XMLText.escaped(test.id.name))\""
        if let duration = test.duration { attributes += " time=\"\(String(format: "%.3f", duration))\"" }
        var inner: [String] = []
        switch test.status {
        case .failed:
            for issue in test.issues.isEmpty ? [TestIssue(message: "Failed (the bundle records no message)")] : test.issues {
                let place = issue.location.map { "\($0.file):\($0.line)" } ?? ""
                inner.append("      <failure message=\"\(XMLText.escaped(issue.message))\">\(XMLText.escaped(place))</failure>\n")
            }
        case .skipped:
            inner.append("      <skipped\(test.issues.first.map { " message=\"\(XMLText.escaped($0.message))\"" } ?? "")/>\n")
        case .flaky:
            inner.append("      <system-out>evidence.flaky: true</system-out>\n")
        case .passed, .expectedFailure:
            break
        }
        guard !inner.isEmpty else { return "    <testcase \(attributes)/>\n" }
        return "    <testcase \(attributes)>\n" + inner.joined() + "    </testcase>\n"
    }
}
