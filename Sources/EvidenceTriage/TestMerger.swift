import EvidenceCore

/// One run as all its evidence tells it: every test once, with the views of the xcresult bundle,
/// the raw logs and JUnit merged.
public struct MergedRun: Sendable {
    public var tests: TestResults
    public var build: BuildOutcome
    public var unattributedIssues: [TestIssue]

    public init(tests: TestResults, build: BuildOutcome, unattributedIssues: [TestIssue]) {
        self.tests = tests
        self.build = build
        self.unattributedIssues = unattributedIssues
    }

    public init(tests: [TestResult], build: BuildOutcome, unattributedIssues: [TestIssue]) {
        self.init(tests: TestResults(tests), build: build, unattributedIssues: unattributedIssues)
    }
}

/// Merges the reports of several readers. A test seen by several sources is one test: the most
/// authoritative source gives its status (xcresult over raw log over JUnit, by the order given),
/// a pass in one view after a failure in another makes it flaky, and issues and evidence are the
/// union, without repeats. A source that does not know the module (`Suite/name`) joins the test of
/// the same suite and name that does.
///
/// Linear in the tests: a test is looked up by id, never searched for, and a pass is copied in its
/// compact form — only tests seen by two sources, and failures, are built as values.
public enum TestMerger {
    public static func merge(_ reports: [TestRunReport]) -> MergedRun {
        // The modules known for each `Suite/name` that some source printed without one.
        var modulelessKeys: Set<String> = []
        for report in reports {
            for position in report.tests.indices {
                let id = report.tests.id(at: position)
                if id.module == nil { modulelessKeys.insert(key(id)) }
            }
        }
        var modulesBySuiteAndName: [String: Set<String>] = [:]
        if !modulelessKeys.isEmpty {
            for report in reports {
                for position in report.tests.indices {
                    let id = report.tests.id(at: position)
                    if let module = id.module, modulelessKeys.contains(key(id)) { modulesBySuiteAndName[key(id), default: []].insert(module) }
                }
            }
        }
        // A result bundle lists every test of its run. Another source's test of a suite the bundle
        // has, that matches none of its tests by id, is the same test under another name (Swift
        // Testing logs print display names, bundles function names, and often no suite): a failure
        // joins the one bundle test of that suite that failed at the same place; a pass is not
        // counted again. Tests of suites the bundle does not have are tests of another run: kept.
        var bundleSuites: Set<String> = []
        var testsByFailureLocation: [String: [TestIdentifier]] = [:]
        var joined: Set<TestIdentifier> = []
        for report in reports where report.source.hasSuffix(".xcresult") {
            for position in report.tests.indices {
                bundleSuites.insert(report.tests.id(at: position).suite)
                guard report.tests.issueCount(at: position) > 0 else { continue }
                let test = report.tests[position]
                for place in Set(test.issues.compactMap(locationKey)) { testsByFailureLocation[place, default: []].append(test.id) }
            }
        }

        var tests = TestResults()
        /// Per merged test: 1 a source saw it fail, 2 a source saw it pass.
        var seen: [UInt8] = []
        var remaining = reports[...]
        // The first source, when no test of it changes its id, is taken whole (most runs have one log).
        if let first = reports.first, first.tests.hasUniqueIDs,
           !first.tests.indices.contains(where: { takesModule(first.tests.id(at: $0), modulesBySuiteAndName) }),
           first.source.hasSuffix(".xcresult") || bundleSuites.isEmpty {
            tests = first.tests
            seen = tests.indices.map { flags(tests.status(at: $0)) }
            remaining = reports.dropFirst()
        }
        for report in remaining {
            let isComplete = report.source.hasSuffix(".xcresult")
            for position in report.tests.indices {
                var id = report.tests.id(at: position)
                let status = report.tests.status(at: position)
                if takesModule(id, modulesBySuiteAndName) { id.module = modulesBySuiteAndName[key(id)]?.first }
                let suiteUnknownOrInBundle = id.suite.isEmpty || bundleSuites.contains(id.suite)
                if !isComplete, !bundleSuites.isEmpty, suiteUnknownOrInBundle, tests.position(of: id) == nil,
                   id.module == nil, modulesBySuiteAndName[key(id)] == nil {
                    guard status == .failed || status == .flaky else { continue }
                    let candidates = Set(report.tests.issues(at: position).compactMap(locationKey).flatMap { testsByFailureLocation[$0] ?? [] })
                        .filter { (id.suite.isEmpty || $0.suite == id.suite) && !joined.contains($0) }
                    if candidates.count == 1, let target = candidates.first {
                        joined.insert(target)
                        id = target
                    }
                }
                guard let existing = tests.position(of: id) else {
                    var test = report.tests[position]
                    test.id = id
                    tests.append(test)
                    seen.append(flags(status))
                    continue
                }
                seen[existing] |= flags(status)
                let test = report.tests[position]
                tests.modifyDetail(at: existing) { issues, evidence in
                    for issue in test.issues where !issues.contains(where: { $0.message == issue.message && $0.location == issue.location }) {
                        issues.append(issue)
                    }
                    for pointer in test.evidence where !evidence.contains(pointer) { evidence.append(pointer) }
                }
                if tests[existing].duration == nil, let duration = test.duration { tests.addDuration(duration, at: existing) }
                tests.addAttachments(test.attachments, at: existing)
            }
        }
        for position in tests.indices where seen[position] == 3 {
            let status = tests.status(at: position)
            if status == .passed || status == .failed { tests.setStatus(.flaky, at: position) }
        }
        var build = BuildOutcome()
        for report in reports {
            if let succeeded = report.build.succeeded {
                build.succeeded = (build.succeeded ?? true) && succeeded
            }
            for error in report.build.errors where !build.errors.contains(where: { $0.message == error.message && $0.location == error.location }) {
                build.errors.append(error)
            }
            build.warnings += report.build.warnings
        }
        var unattributed: [TestIssue] = []
        var seenMessages: Set<String> = []
        for report in reports {
            for issue in report.unattributedIssues where seenMessages.insert(issue.message).inserted {
                unattributed.append(issue)
            }
        }
        return MergedRun(tests: tests, build: build, unattributedIssues: unattributed)
    }

    private static func flags(_ status: TestStatus) -> UInt8 {
        switch status {
        case .failed: 1
        case .passed: 2
        case .flaky: 3
        default: 0
        }
    }

    /// A test printed without its module, when one source names exactly one.
    private static func takesModule(_ id: TestIdentifier, _ modules: [String: Set<String>]) -> Bool {
        id.module == nil && modules[key(id)]?.count == 1
    }

    private static func key(_ id: TestIdentifier) -> String { "\(id.suite)/\(id.name)" }

    /// `File.swift:42`, whatever directory the source printed.
    private static func locationKey(_ issue: TestIssue) -> String? {
        guard let location = issue.location else { return nil }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(file):\(location.line)"
    }
}
