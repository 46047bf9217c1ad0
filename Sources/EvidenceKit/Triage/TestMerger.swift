/// One run as all its evidence tells it: every test once, with the views of the xcresult bundle,
/// the raw logs and JUnit merged.
public struct MergedRun: Sendable {
    public var tests: [TestResult]
    public var build: BuildOutcome
    public var unattributedIssues: [TestIssue]
}

/// Merges the reports of several readers. A test seen by several sources is one test: the most
/// authoritative source gives its status (xcresult over raw log over JUnit, by the order given),
/// a pass in one view after a failure in another makes it flaky, and issues and evidence are the
/// union, without repeats. A source that does not know the module (`Suite/name`) joins the test of
/// the same suite and name that does.
public enum TestMerger {
    public static func merge(_ reports: [TestRunReport]) -> MergedRun {
        var order: [TestIdentifier] = []
        var merged: [TestIdentifier: TestResult] = [:]
        var sawFailure: Set<TestIdentifier> = []
        var sawPass: Set<TestIdentifier> = []
        var modulesBySuiteAndName: [String: Set<String>] = [:]
        for report in reports {
            for test in report.tests where test.id.module != nil {
                modulesBySuiteAndName[key(test.id), default: []].insert(test.id.module!)
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
            for test in report.tests {
                bundleSuites.insert(test.id.suite)
                for place in Set(test.issues.compactMap(locationKey)) { testsByFailureLocation[place, default: []].append(test.id) }
            }
        }
        for report in reports {
            let isComplete = report.source.hasSuffix(".xcresult")
            for var test in report.tests {
                if test.id.module == nil, let modules = modulesBySuiteAndName[key(test.id)], modules.count == 1 {
                    test.id.module = modules.first
                }
                let suiteUnknownOrInBundle = test.id.suite.isEmpty || bundleSuites.contains(test.id.suite)
                if !isComplete, !bundleSuites.isEmpty, suiteUnknownOrInBundle, merged[test.id] == nil, !modulesBySuiteAndName.keys.contains(key(test.id)) {
                    guard test.status == .failed || test.status == .flaky else { continue }
                    let candidates = Set(test.issues.compactMap(locationKey).flatMap { testsByFailureLocation[$0] ?? [] })
                        .filter { (test.id.suite.isEmpty || $0.suite == test.id.suite) && !joined.contains($0) }
                    if candidates.count == 1, let target = candidates.first {
                        joined.insert(target)
                        test.id = target
                    }
                }
                let id = test.id
                switch test.status {
                case .failed: sawFailure.insert(id)
                case .passed: sawPass.insert(id)
                case .flaky: sawFailure.insert(id); sawPass.insert(id)
                default: break
                }
                guard var existing = merged[id] else {
                    merged[id] = test
                    order.append(id)
                    continue
                }
                for issue in test.issues where !existing.issues.contains(where: { $0.message == issue.message && $0.location == issue.location }) {
                    existing.issues.append(issue)
                }
                for pointer in test.evidence where !existing.evidence.contains(pointer) { existing.evidence.append(pointer) }
                for pointer in test.attachments where !existing.attachments.contains(pointer) { existing.attachments.append(pointer) }
                if existing.duration == nil { existing.duration = test.duration }
                merged[id] = existing
            }
        }
        var tests = order.map { merged[$0]! }
        for index in tests.indices {
            let id = tests[index].id
            if sawFailure.contains(id), sawPass.contains(id), tests[index].status == .passed || tests[index].status == .failed {
                tests[index].status = .flaky
            }
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

    private static func key(_ id: TestIdentifier) -> String { "\(id.suite)/\(id.name)" }

    /// `File.swift:42`, whatever directory the source printed.
    private static func locationKey(_ issue: TestIssue) -> String? {
        guard let location = issue.location else { return nil }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(file):\(location.line)"
    }
}
