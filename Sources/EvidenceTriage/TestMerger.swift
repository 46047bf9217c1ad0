import EvidenceCore
import EvidenceReaders

/// One run as all its evidence tells it: every test once, with the views of the xcresult bundle,
/// the raw logs and JUnit merged.
package struct MergedRun: Sendable {
    package var tests: TestResults
    package var build: BuildOutcome
    package var unattributedIssues: [TestIssue]
    /// Failed tests the readers counted without keeping them, each once, none that `tests` holds.
    package var failuresNotKept = FailuresNotKept()
    /// Failed tests that passed in another run of the same build (another destination of one
    /// platform and configuration, an earlier iteration): its plist, entitlements and test host were
    /// the ones that passed (`TestMerger.passedOnTheSameBuild`).
    package var passedOnTheSameBuild: Set<SuiteAndName> = []
    /// Of those, the ones the run saw on several destinations: what passed was where the test ran
    /// elsewhere (not an earlier iteration on the same one).
    package var passedOnAnotherDestination: Set<SuiteAndName> {
        build.testDestinations.count > 1 ? passedOnTheSameBuild : []
    }

    package init(tests: TestResults, build: BuildOutcome, unattributedIssues: [TestIssue]) {
        self.tests = tests
        self.build = build
        self.unattributedIssues = unattributedIssues
    }

    package init(tests: [TestResult], build: BuildOutcome, unattributedIssues: [TestIssue]) {
        self.init(tests: TestResults(tests), build: build, unattributedIssues: unattributedIssues)
    }
}

/// Merges the reports of several readers. A test seen by several sources is one test: the most
/// authoritative source gives its status (xcresult over raw log over JUnit, by the order given),
/// a pass in one view after a failure in another makes it flaky, and issues and evidence are the
/// union, without repeats. A source that does not know the module (`Suite/name`) joins the test of
/// the same suite and name that does, and takes the module its suite has in the other sources
/// (`TestIdentityResolver`): one test, one identity.
///
/// Linear in the tests: a test is looked up by id, never searched for, and a pass is copied in its
/// compact form — only tests seen by two sources, and failures, are built as values.
package enum TestMerger {
    /// One test file named two ways: flutter's junitreport names it by its path in dots
    /// (`test.feed.tide_merge_test`), its expanded reporter by its name (`tide_merge_test`, from the
    /// `loading …/tide_merge_test.dart` line).
    /// A JavaScript runner's suite that is its spec's file, not a describe block (`sync.spec`, `reminders.test`).
    package static func namesASpecFile(_ suite: String) -> Bool {
        [".spec", ".test", ".e2e"].contains(where: suite.hasSuffix) && !suite.contains(" ")
    }

    package static func sameFile(_ one: String, _ other: String) -> Bool {
        guard !one.isEmpty, !other.isEmpty else { return false }
        return one.hasSuffix("." + other) || other.hasSuffix("." + one)
    }

    package static func merge(_ reports: [TestRunReport]) -> MergedRun {
        var state = MergeState(reports)
        var remaining = reports[...]
        // The first source, when no test of it changes its id, is taken whole (most runs have one log).
        if let first = reports.first, state.takesWhole(first) {
            state.take(first)
            remaining = reports.dropFirst()
        }
        for report in remaining { state.add(report) }
        var notKept = FailuresNotKept()
        for report in reports where !report.failuresNotKept.isEmpty { notKept.merge(report.failuresNotKept) }
        if !notKept.isEmpty { state.takeBack(from: &notKept) }
        let failedAfterPassing = Set(reports.flatMap(\.failedAfterPassing).map { SuiteAndName($0) })
        let ownDestination = failedOnItsOwnDestination(reports)
        let failedAtTheEnd = Set(reports.flatMap(\.failedAtTheEnd).map { SuiteAndName($0) })
        state.markFlaky(except: failedAfterPassing.union(ownDestination).union(failedAtTheEnd))
        var run = MergedRun(tests: state.tests, build: mergedBuild(reports), unattributedIssues: mergedUnattributed(reports))
        run.failuresNotKept = notKept
        // One build run with one set of settings (not a test plan's several configurations) or nothing to say.
        if run.build.builds.count == 1, run.build.builds.first?.hasSuffix(XcodebuildInvocationLine.everyConfiguration) == false {
            run.passedOnTheSameBuild = failedAfterPassing.union(ownDestination)
        }
        return run
    }

    /// Tests that failed in a run of one destination and passed only in runs of others (a Mac Catalyst
    /// job's log beside an iOS one's): each destination's run is its own, so the failure stands —
    /// not a retry's pass. Only where every report involved names its destination.
    static func failedOnItsOwnDestination(_ reports: [TestRunReport]) -> Set<SuiteAndName> {
        // (Most runs name one destination, or none: nothing to read apart.)
        guard Set(reports.compactMap(\.build.destination)).count > 1 else { return [] }
        var failedOn: [SuiteAndName: Set<String>] = [:], passedOn: [SuiteAndName: Set<String>] = [:], unplaced: Set<SuiteAndName> = []
        for report in reports {
            for test in report.tests where test.status == .failed || test.status == .passed {
                let key = SuiteAndName(test.id)
                guard let destination = report.build.destination else {
                    unplaced.insert(key)
                    continue
                }
                if test.status == .failed { failedOn[key, default: []].insert(destination) } else { passedOn[key, default: []].insert(destination) }
            }
        }
        return Set(failedOn.compactMap { key, failed in
            guard !unplaced.contains(key), let passed = passedOn[key], !passed.isEmpty, failed.isDisjoint(with: passed) else { return nil }
            return key
        })
    }

    /// The build as all sources tell it: failed if one says so, errors once each, every warning.
    private static func mergedBuild(_ reports: [TestRunReport]) -> BuildOutcome {
        var build = BuildOutcome()
        for report in reports {
            if let succeeded = report.build.succeeded {
                build.succeeded = (build.succeeded ?? true) && succeeded
            }
            for error in report.build.errors where !build.errors.contains(where: { $0.message == error.message && $0.location == error.location }) {
                build.errors.append(error)
            }
            build.warnings += report.build.warnings
            build.destination = build.destination ?? report.build.destination
            build.builds.formUnion(report.build.builds)
            build.testDestinations.formUnion(report.build.testDestinations)
            build.testPlans.formUnion(report.build.testPlans)
            build.testSchemes.formUnion(report.build.testSchemes)
        }
        // Sources that name only their destination (a result bundle's devices) name their builds by its platform.
        if build.builds.isEmpty {
            for report in reports {
                guard let destination = report.build.destination, XcodebuildInvocationLine.platform(of: destination) != nil else { continue }
                build.builds.insert(XcodebuildInvocationLine.build(destination: destination, configuration: nil))
                build.testDestinations.insert(destination)
            }
        }
        return build
    }

    /// Issues outside any test, once per message.
    private static func mergedUnattributed(_ reports: [TestRunReport]) -> [TestIssue] {
        var unattributed: [TestIssue] = []
        var seenMessages: Set<String> = []
        for report in reports {
            for issue in report.unattributedIssues where seenMessages.insert(issue.message).inserted {
                unattributed.append(issue)
            }
        }
        return unattributed
    }
}

/// The merge's steps and what they share.
private struct MergeState {
    /// The modules the run's sources name for the suites some source printed without one: one test,
    /// one identity, whichever source printed it (`TestIdentityResolver`).
    let identities: TestIdentityResolver
    /// A result bundle lists every test of its run. Another source's test of a suite the bundle
    /// has, that matches none of its tests by id, is the same test under another name (Swift
    /// Testing logs print display names, bundles function names, and often no suite): a failure
    /// joins the one bundle test of that suite that failed at the same place; a pass is not
    /// counted again. Tests of suites the bundle does not have are tests of another run: kept.
    var bundleSuites: Set<String> = []
    var testsByFailureLocation: [String: [TestIdentifier]] = [:]
    var joined: Set<TestIdentifier> = []
    var tests = TestResults()
    /// Per merged test: 1 a source saw it fail, 2 a source saw it pass.
    var seen: [UInt8] = []
    /// Tests whose names have blanks (package:test's, JavaScript runners'), by their full name: one source
    /// keys a test by its group (`HabitReminderScheduler/completing …`), another by its file and full name
    /// (flutter's junitreport: `habit_reminder_scheduler/HabitReminderScheduler completing …`). XCTest names
    /// have no blanks, so a run of them builds nothing here.
    var byName: [String: Int] = [:]
    /// Suites where a source named a failed test by a quoted display name: the only ones `displayNameMatch` looks in.
    var displayNamedSuites: Set<String> = []
    var byGroupAndName: [String: Int] = [:]
    var fullNamesIndexed = false
    /// The failed tests by name alone (built once, when a source first names a failure without its suite).
    var failedByName: [String: [Int]]?

    init(_ reports: [TestRunReport]) {
        identities = Self.identities(reports)
        for report in reports where report.source.hasSuffix(".xcresult") {
            for position in report.tests.indices {
                bundleSuites.insert(report.tests.id(at: position).suite)
                guard report.tests.issueCount(at: position) > 0 else { continue }
                let test = report.tests[position]
                for place in Set(test.issues.compactMap(Self.locationKey)) { testsByFailureLocation[place, default: []].append(test.id) }
            }
        }
    }

    private static func identities(_ reports: [TestRunReport]) -> TestIdentityResolver {
        // Only suites some source printed without a module are looked up: most runs have none.
        var modulelessSuites: Set<String> = []
        for report in reports {
            for position in report.tests.indices where !report.tests.hasModule(at: position) {
                let suite = report.tests.id(at: position).suite
                if !suite.isEmpty { modulelessSuites.insert(suite) }
            }
        }
        var identities = TestIdentityResolver()
        guard !modulelessSuites.isEmpty else { return identities }
        for report in reports {
            let tests = report.tests
            // By interned suite, so no string is hashed for the tests of other suites.
            var shared = [Bool](repeating: false, count: tests.internedCount)
            for suite in modulelessSuites {
                if let id = tests.internedID(suite) { shared[Int(id)] = true }
            }
            for position in tests.indices where tests.hasModule(at: position) && shared[Int(tests.suiteID(at: position))] {
                identities.add(tests.id(at: position))
            }
        }
        return identities
    }

    /// Whether `first` can be the merged tests as they are: no test of it changes its id.
    func takesWhole(_ first: TestRunReport) -> Bool {
        guard first.tests.hasUniqueIDs, first.source.hasSuffix(".xcresult") || bundleSuites.isEmpty else { return false }
        guard !identities.isEmpty else { return true }
        return !first.tests.indices.contains { !first.tests.hasModule(at: $0) && takesModule(first.tests.id(at: $0)) }
    }

    mutating func take(_ first: TestRunReport) {
        tests = first.tests
        seen = tests.indices.map { Self.flags(tests.status(at: $0)) }
        for position in tests.indices where tests.status(at: position) == .failed {
            let id = tests.id(at: position)
            if Self.isDisplayName(id.name) { displayNamedSuites.insert(id.suite) }
        }
    }

    /// Swift Testing's display name as a source printed it: in quotes (`"Save then load round-trips"`).
    static func isDisplayName(_ name: String) -> Bool { name.count > 2 && name.hasPrefix("\"") && name.hasSuffix("\"") }

    mutating func add(_ report: TestRunReport) {
        let isComplete = report.source.hasSuffix(".xcresult")
        for position in report.tests.indices {
            let status = report.tests.status(at: position)
            guard let id = mergedID(report, position, status: status, isComplete: isComplete) else { continue }
            guard let existing = tests.position(of: id) ?? fullNameMatch(id) ?? suitelessFailure(named: id, status) ?? failureNamedAlone(id, status)
                    ?? displayNameMatch(id, report.tests.issues(at: position), status) else {
                var test = report.tests[position]
                test.id = id
                tests.append(test)
                seen.append(Self.flags(status))
                if fullNamesIndexed { indexFullName(id, at: tests.count - 1) }
                if status == .failed, failedByName != nil { failedByName?[id.name, default: []].append(tests.count - 1) }
                continue
            }
            seen[existing] |= Self.flags(status)
            join(report.tests[position], into: existing)
        }
    }

    /// The failure a formatter printed without its suite (xcbeautify's quiet `✖ testClear…, message`), of
    /// the failed test another source names with it (JUnit's `TokenVaultTests/testClear…`): one test,
    /// under the full name.
    private mutating func suitelessFailure(named id: TestIdentifier, _ status: TestStatus) -> Int? {
        guard !id.suite.isEmpty, status == .failed,
              let position = tests.position(of: TestIdentifier(module: nil, suite: "", name: id.name)), tests.status(at: position) == .failed
        else { return nil }
        tests.renameIndexed(at: position, to: id)
        return position
    }

    /// A failure a source names without its suite (xcbeautify's JUnit of Swift Testing, `classname="SwiftTesting"`),
    /// of the one failed test of that name another source placed in its suite: one test.
    private mutating func failureNamedAlone(_ id: TestIdentifier, _ status: TestStatus) -> Int? {
        guard id.suite.isEmpty, status == .failed else { return nil }
        if failedByName == nil {
            var index: [String: [Int]] = [:]
            for position in tests.indices where tests.status(at: position) == .failed { index[tests.id(at: position).name, default: []].append(position) }
            failedByName = index
        }
        guard let named = failedByName?[id.name], named.count == 1 else { return nil }
        return named[0]
    }

    /// The failed test this one is under its other Swift Testing name: its display name (`"Save then load
    /// round-trips the token"`, as xcbeautify's JUnit writes it) and its function's (`saveThenLoad`, as the
    /// log's list of failures names it) — the one failed test of the same suite that failed at the same
    /// place, under the function's name.
    private mutating func displayNameMatch(_ id: TestIdentifier, _ issues: [TestIssue], _ status: TestStatus) -> Int? {
        let isDisplayName = Self.isDisplayName
        guard status == .failed else { return nil }
        // (Most runs have no quoted name: nothing is looked at for them.)
        if isDisplayName(id.name) { displayNamedSuites.insert(id.suite) } else if !displayNamedSuites.contains(id.suite) { return nil }
        let places = Set(issues.compactMap(Self.locationKey))
        guard !places.isEmpty else { return nil }
        let matches = tests.indices.filter { position in
            let other = tests.id(at: position)
            return other.suite == id.suite && isDisplayName(other.name) != isDisplayName(id.name) && tests.status(at: position) == .failed
                && !places.isDisjoint(with: tests.issues(at: position).compactMap(Self.locationKey))
        }
        guard matches.count == 1, let position = matches.first else { return nil }
        if isDisplayName(tests.id(at: position).name) { tests.renameIndexed(at: position, to: id) }
        return position
    }

    /// The merged test this one is under its other full name (`Group/test` ~ `file/Group test`).
    private mutating func fullNameMatch(_ id: TestIdentifier) -> Int? {
        if !fullNamesIndexed {
            fullNamesIndexed = true
            for position in tests.indices { indexFullName(tests.id(at: position), at: position) }
        }
        guard id.name.contains(" ") else {
            // A describe and title (karma-junit-reporter's) of a test the console named by its full name alone,
            // under no suite or its spec's file (`background-fetch-setup.spec`): one test, under the split name.
            guard !id.suite.isEmpty, let position = byName[id.suite + " " + id.name] else { return nil }
            let known = tests.id(at: position).suite
            guard known.isEmpty || TestMerger.namesASpecFile(known) else { return nil }
            tests.renameIndexed(at: position, to: id)
            return position
        }
        if let position = byName[id.name], TestMerger.sameFile(tests.id(at: position).suite, id.suite) { return position }
        if !id.suite.isEmpty, let position = byName[id.suite + " " + id.name] {
            // A test named by its full name alone (Karma's console) takes the describe and title another source split it into.
            if tests.id(at: position).suite.isEmpty { tests.renameIndexed(at: position, to: id) }
            return position
        }
        if let position = byGroupAndName[id.name] { return position }
        // Named by its full name alone (or under its spec's file) after another source split it into describe
        // and title: each split of the name at a blank, looked up as that source's test.
        guard id.suite.isEmpty || TestMerger.namesASpecFile(id.suite) else { return nil }
        var blank = id.name.startIndex
        while let found = id.name[blank...].firstIndex(of: " ") {
            let split = TestIdentifier(module: id.module, suite: String(id.name[..<found]), name: String(id.name[id.name.index(after: found)...]))
            if let position = tests.position(of: split) { return position }
            blank = id.name.index(after: found)
        }
        return nil
    }

    private mutating func indexFullName(_ id: TestIdentifier, at position: Int) {
        guard id.name.contains(" ") else { return }
        if byName[id.name] == nil { byName[id.name] = position }
        if !id.suite.isEmpty, byGroupAndName[id.suite + " " + id.name] == nil { byGroupAndName[id.suite + " " + id.name] = position }
    }

    /// The id the test has in the merged run; nil for a pass already counted under a bundle's name.
    /// A test printed without its module takes the one its sources know for that test; else, when
    /// a bundle has its suite, it may be a bundle test under another name (below); else it takes
    /// the one module its sources know for its suite.
    private mutating func mergedID(_ report: TestRunReport, _ position: Int, status: TestStatus, isComplete: Bool) -> TestIdentifier? {
        var id = report.tests.id(at: position)
        guard id.module == nil else { return id }
        if let module = identities.module(suite: id.suite, name: id.name) {
            id.module = module
            return id
        }
        let suiteUnknownOrInBundle = id.suite.isEmpty || bundleSuites.contains(id.suite)
        guard !isComplete, !bundleSuites.isEmpty, suiteUnknownOrInBundle, tests.position(of: id) == nil,
              !identities.knowsModule(suite: id.suite, name: id.name) else { return identities.resolve(id) }
        guard status == .failed || status == .flaky else { return nil }
        return bundleTest(failingLike: report.tests.issues(at: position), suite: id.suite) ?? identities.resolve(id)
    }

    /// The one bundle test of `suite` (any, when empty) not yet joined that failed where these issues did.
    private mutating func bundleTest(failingLike issues: [TestIssue], suite: String) -> TestIdentifier? {
        let candidates = Set(issues.compactMap(Self.locationKey).flatMap { testsByFailureLocation[$0] ?? [] })
            .filter { (suite.isEmpty || $0.suite == suite) && !joined.contains($0) }
        guard candidates.count == 1, let target = candidates.first else { return nil }
        joined.insert(target)
        return target
    }

    /// Another source's view of a merged test: issues and evidence it lacks, a duration, attachments.
    private mutating func join(_ test: TestResult, into existing: Int) {
        tests.modifyDetail(at: existing) { issues, evidence in
            for issue in test.issues {
                // One issue told twice: a formatter's log keeps the message and drops file:line, which
                // JUnit or the bundle give; the place is taken, not a second issue made.
                if let same = issues.firstIndex(where: { $0.message == issue.message && ($0.location == nil || issue.location == nil || $0.location == issue.location) }) {
                    if issues[same].location == nil, let location = issue.location {
                        issues[same].location = location
                        if issues[same].snippet.isEmpty { issues[same].snippet = issue.snippet }
                    }
                    continue
                }
                issues.append(issue)
            }
            for pointer in test.evidence where !evidence.contains(pointer) { evidence.append(pointer) }
        }
        if tests[existing].duration == nil, let duration = test.duration { tests.addDuration(duration, at: existing) }
        tests.addAttachments(test.attachments, at: existing)
    }

    /// A failure one source counted without keeping, of a test another source kept: counted once,
    /// as the merged test, which failed in a view (a pass elsewhere makes it flaky).
    mutating func takeBack(from notKept: inout FailuresNotKept) {
        for position in tests.indices {
            let id = tests.id(at: position)
            if notKept.remove(suite: id.suite, name: id.name) { seen[position] |= 1 }
        }
    }

    /// A test one source saw fail and another pass is flaky — unless a source saw it pass and then
    /// fail (`failedAfterPassing`: two destinations in one job, each with its own report), or its own closing
    /// summary lists it as failing (`failedAtTheEnd`): it failed.
    mutating func markFlaky(except failedLast: Set<SuiteAndName>) {
        for position in tests.indices where seen[position] == 3 {
            let status = tests.status(at: position)
            if !failedLast.isEmpty, failedLast.contains(SuiteAndName(tests.id(at: position))) {
                tests.setStatus(.failed, at: position)
            } else if status == .passed || status == .failed {
                tests.setStatus(.flaky, at: position)
            }
        }
    }

    private static func flags(_ status: TestStatus) -> UInt8 {
        switch status {
        case .failed: 1
        case .passed: 2
        case .flaky: 3
        default: 0
        }
    }

    /// A test printed without its module, when its sources name exactly one for it.
    private func takesModule(_ id: TestIdentifier) -> Bool {
        id.module == nil && identities.resolve(id).module != nil
    }

    /// `File.swift:42`, whatever directory the source printed.
    private static func locationKey(_ issue: TestIssue) -> String? {
        guard let location = issue.location else { return nil }
        let file = location.file.split(separator: "/").last.map(String.init) ?? location.file
        return "\(file):\(location.line)"
    }
}
