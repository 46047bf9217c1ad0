import EvidenceCore

/// The triage as JUnit XML (`triage --format junit`), so CI systems that show JUnit — GitLab's test
/// report, Jenkins, Buildkite, CircleCI — show each failed test with its label: the category and
/// confidence lead the failure's message, where it failed, the reason, next step and evidence are its
/// text, and `evidence.*` lines in the case's `system-out` carry the fields for tools that read them.
/// With the run's tests, every test of every suite is a case (passed, skipped, flaky or failed), so
/// a suite that passed is shown as passing rather than missing; without, the failed and flaky tests.
/// Valid against docs/schemas/junit.xsd, the structure Jenkins' xUnit plugin checks: no properties
/// or `file` attributes on a test case, `errors` on every suite.
package enum TriageJUnitWriter {
    package static func xml(_ document: TriageDocument, run: TestResults? = nil) -> String {
        var suites: [String: [String]] = [:]
        var order: [String] = []
        var counts: [String: (tests: Int, failures: Int, skipped: Int)] = [:]
        func add(_ test: String, _ element: String, failed: Bool = false, skipped: Bool = false) {
            let (suite, _) = split(test)
            if suites[suite] == nil { order.append(suite) }
            suites[suite, default: []].append(element)
            counts[suite, default: (0, 0, 0)].tests += 1
            if failed { counts[suite, default: (0, 0, 0)].failures += 1 }
            if skipped { counts[suite, default: (0, 0, 0)].skipped += 1 }
        }
        func plain(_ test: String, _ body: String = "") -> String {
            let (suite, name) = split(test)
            let open = "    <testcase classname=\"\(XMLText.escaped(suite))\" name=\"\(XMLText.escaped(name))\""
            return body.isEmpty ? open + "/>\n" : open + ">\n      \(body)\n    </testcase>\n"
        }
        var written: Set<String> = []
        var failures = 0
        if let run {
            let failureOfTest = Dictionary(document.failures.map { ($0.test, $0) }, uniquingKeysWith: { first, _ in first })
            for position in run.indices {
                let test = run.id(at: position).description
                switch run.status(at: position) {
                case .failed:
                    // A failed test past the classification budget is counted in a comment, not written.
                    guard let failure = failureOfTest[test], written.insert(test).inserted else { continue }
                    add(test, testCase(failure), failed: true)
                    failures += 1
                case .flaky: add(test, plain(test, "<system-out>evidence.flaky: true</system-out>"))
                case .skipped: add(test, plain(test, "<skipped/>"), skipped: true)
                case .passed, .expectedFailure: add(test, plain(test))
                }
            }
        }
        for failure in document.failures where written.insert(failure.test).inserted {
            add(failure.test, testCase(failure), failed: true)
            failures += 1
        }
        if run == nil {
            for test in document.flaky { add(test, plain(test, "<system-out>evidence.flaky: true</system-out>")) }
        }
        var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        // Failed tests past the classification budget are not test cases here: say so, counted.
        if let more = document.notClassified {
            let notKept = more.notKept.map { "; \($0) of them were counted but not kept, grouped by suite" } ?? ""
            text += "<!-- \(more.count) more failed tests were not classified one by one (evidence triage classifies the first \(document.failures.count))\(notKept); evidence logs lists them. -->\n"
        }
        let total = counts.values.reduce(0) { $0 + $1.tests }
        text += "<testsuites name=\"evidence triage\" tests=\"\(total)\" failures=\"\(failures)\" errors=\"0\">\n"
        for suite in order {
            let count = counts[suite]!
            text += "  <testsuite name=\"\(XMLText.escaped(suite))\" tests=\"\(count.tests)\" failures=\"\(count.failures)\" errors=\"0\" skipped=\"\(count.skipped)\">\n"
            text += suites[suite]!.joined()
            text += "  </testsuite>\n"
        }
        return text + "</testsuites>\n"
    }

    private static func testCase(_ failure: TriageDocument.Failure) -> String {
        let (suite, name) = split(failure.test)
        let attributes = "classname=\"\(XMLText.escaped(suite))\" name=\"\(XMLText.escaped(name))\""
        let percent = Int((failure.confidence * 100).rounded())
        // A failure read as the run's own says so: CI's to look at, not the code's.
        let unclassified = failure.rule == TriagedFailure.infrastructureRule ? "unclassified: test infrastructure" : "unclassified"
        let label = failure.category == "unclassified" ? unclassified : "\(failure.category) \(percent)%"
        var properties = [("evidence.category", failure.category), ("evidence.confidence", "\(percent)")]
        if let rule = failure.rule { properties.append(("evidence.rule", rule)) }
        if let stage = failure.stage { properties.append(("evidence.stage", stage)) }
        if let nextStep = failure.nextStep { properties.append(("evidence.nextStep", nextStep)) }
        var body: [String] = []
        if let location = failure.location { body.append("Where: \(location.path ?? location.file):\(location.line)") }
        if let reason = failure.reason { body.append("Why: \(reason)") }
        if let nextStep = failure.nextStep { body.append("Next step: \(nextStep)") }
        if let owner = failure.owner { body.append("Owner: \(owner)") }
        for evidence in failure.evidence.prefix(10) {
            body.append("Evidence: \(evidence.path)\(evidence.line.map { ":\($0)" } ?? "")\(evidence.excerpt.map { " — \($0)" } ?? "")")
        }
        var text = "    <testcase \(attributes)>\n"
        text += "      <failure type=\"\(XMLText.escaped(failure.category))\" message=\"\(XMLText.escaped("[\(label)] \(failure.message)"))\">\(XMLText.escaped(body.joined(separator: "\n")))</failure>\n"
        text += "      <system-out>" + XMLText.escaped(properties.map { "\($0.0): \($0.1)" }.joined(separator: "\n")) + "</system-out>\n"
        return text + "    </testcase>\n"
    }

    /// `Module.Suite/name` → (`Module.Suite`, `name`).
    static func split(_ test: String) -> (suite: String, name: String) {
        guard let slash = test.firstIndex(of: "/") else { return ("", test) }
        return (String(test[..<slash]), String(test[test.index(after: slash)...]))
    }
}
