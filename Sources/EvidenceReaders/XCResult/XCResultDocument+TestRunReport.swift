import EvidenceCore

/// Maps a read bundle onto the shared normalised model triage consumes: one `TestResult` per test
/// case (runs folded as in `XCResultTestTree`; passed only on retry → `.flaky`), test IDs
/// `Module.Suite/name` with the bundle as module and nested suites joined by dots, and pointers that
/// name the bundle and the summary object or database row each fact came from.
extension XCResultDocument {
    /// Swift Testing files issues it cannot tie to a test under this pseudo test case.
    static let sessionLevelTestName = "Issues recorded without an associated test or suite"

    package func testRunReport() -> TestRunReport {
        let tree = XCResultTestTree(document: self)
        var report = TestRunReport(source: bundlePath)
        for testCase in tree.testCases {
            guard let first = testCase.runs.first else { continue }
            let failures = uniqueIssues(testCase.runs.flatMap(\.issues).filter { $0.kind == .failure })
            if first.name == Self.sessionLevelTestName || first.identifier == Self.sessionLevelTestName {
                report.unattributedIssues += failures.map(testIssue)
                continue
            }
            let status: TestStatus
            switch testCase.result {
            case .passed: status = testCase.isFlaky ? .flaky : .passed
            case .failed: status = .failed
            case .skipped: status = .skipped
            case .expectedFailure: status = .expectedFailure
            }
            let evidence = testCase.runs.compactMap { run -> EvidencePointer? in
                guard let record = run.record else { return nil }
                return EvidencePointer(path: bundlePath, excerpt: "\(record): \(run.identifier) \(run.outcome.rawValue)")
            }
            report.tests.append(TestResult(
                id: Self.testIdentifier(of: first),
                status: status,
                duration: testCase.durationInSeconds,
                issues: failures.map(testIssue),
                evidence: Array(evidence.prefix(8)),
                attachments: attachmentPointers(testCase.runs)))
        }
        report.unattributedIssues += unattributedIssues.map(testIssue)
        // The runner's and the simulator's errors are the run's, not the build's.
        let (infrastructure, errors) = TestInfrastructure.partition(buildErrors.map(testIssue))
        report.unattributedIssues += infrastructure
        let buildFailed = !errors.isEmpty || actions.contains { $0.buildStatus == "failed" }
        let buildSucceeded = actions.contains { $0.buildStatus == "succeeded" } || !runs.isEmpty
        report.build = BuildOutcome(
            succeeded: buildFailed ? false : (buildSucceeded ? true : nil),
            errors: errors,
            warnings: buildWarnings.map(testIssue))
        // Where the tests ran, in xcodebuild's `-destination` words, as a log's invocation would say it.
        if !tree.devices.isEmpty {
            report.build.destination = tree.devices.map { device in
                ([device.platform.map { "platform=\($0)" }, "name=\(device.deviceName)", device.osVersion.map { "OS=\($0)" }] as [String?])
                    .compactMap { $0 }.joined(separator: ",")
            }.joined(separator: "; ")
        }
        return report
    }

    /// `Bundle.Outer.Inner/testName`: the suites from the test's identifier (`Outer/Inner/test()`),
    /// else the suite path; the name is the function's, without `()`.
    static func testIdentifier(of run: XCResultTestCaseRun) -> TestIdentifier {
        var components = run.identifier.split(separator: "/").map(String.init)
        let name = components.popLast() ?? run.name
        if components.isEmpty { components = run.suiteIdentifiers.flatMap { $0.split(separator: "/").map(String.init) } }
        let suite = components.isEmpty ? run.bundleName : components.joined(separator: ".")
        return TestIdentifier(module: run.bundleName, suite: suite, name: name)
    }

    private func testIssue(_ issue: XCResultIssue) -> TestIssue {
        TestIssue(
            message: issue.message,
            location: issue.file.flatMap { file in issue.line.map { SourceLocation(file: file, line: $0) } },
            // The bundle and the message, not the database row: a person opens the bundle with
            // `evidence xcresult`, where no row number shows.
            evidence: EvidencePointer(path: bundlePath, excerpt: String(issue.message.prefix(200))))
    }

    /// A failed test's attachments (screenshots, logs) as archive paths: `Data/data.<ID>` of the bundle.
    static let attachmentsPerTest = 10

    private func attachmentPointers(_ runs: [XCResultTestCaseRun]) -> [EvidencePointer] {
        var seen: Set<String> = []
        var pointers: [EvidencePointer] = []
        for attachment in runs.flatMap(\.attachments) {
            guard let id = attachment.objectID, XCResultObjectStore.isValidID(id), seen.insert(id).inserted else { continue }
            pointers.append(EvidencePointer(path: "\(bundlePath)/Data/data.\(id)", excerpt: attachment.name))
            if pointers.count == Self.attachmentsPerTest { break }
        }
        return pointers
    }

    private func uniqueIssues(_ issues: [XCResultIssue]) -> [XCResultIssue] {
        var seen: Set<String> = []
        return issues.filter { seen.insert($0.displayText).inserted }
    }
}
