import EvidenceCore
import EvidenceReaders
import EvidenceRun

/// One failed test with its label.
package struct TriagedFailure: Sendable {
    package var test: TestResult
    package var classification: Classification
    /// When no rule decided: the first lines about background tasks the app printed while the test
    /// ran — where an engineer reading an unlabelled failure looks first (a launch, an expiration,
    /// an exception) — so the evidence is more than the failure line.
    package var consoleLines: [EvidencePointer] = []
    static let maximumConsoleLines = 5
    /// When no rule decided: why, and what to collect or do next.
    package var abstention: Abstention?
    /// What the evidence says of each task the failure exercises, stage by stage.
    package var timelines: [TaskTimeline] = []

    /// Why this label, in a sentence: the deciding verdict's reason, else the abstention's.
    package var reason: String? { classification.verdict?.reason ?? abstention?.reason }
    /// What to do next: the deciding verdict's step, else the abstention's.
    package var nextStep: String? { classification.verdict?.nextStep ?? abstention?.nextStep }

    /// The test's lines but those its issues already point at (a failure line that names a task).
    static func consoleLines(of test: TestResult, _ lines: [EvidencePointer]) -> [EvidencePointer] {
        let issueLines = Set(test.issues.compactMap { $0.evidence.map { "\($0.path):\($0.line ?? -1)" } })
        return Array(lines.lazy.filter { !issueLines.contains("\($0.path):\($0.line ?? -1)") }.prefix(maximumConsoleLines))
    }

    /// The deciding rule's evidence, then each issue's, then the console lines of an undecided
    /// failure, then (with `resultLines`) where the result itself was read — each pointer once.
    package func evidence(includingResultLines resultLines: Bool) -> [EvidencePointer] {
        var pointers = (classification.verdict?.evidence ?? []) + test.issues.compactMap(\.evidence) + consoleLines
        if resultLines { pointers += test.evidence }
        var seen = Set<EvidencePointer>()
        return pointers.filter { seen.insert($0).inserted }
    }
}

/// Failed tests past what one run's triage classifies one by one (`Triage.classifiedFailureLimit`):
/// counted, by suite, so a run of a million failures is read in bounded time and memory and still
/// says how many failed — never dropped without a word.
package struct FailureOverflow: Sendable, Equatable {
    package var count: Int
    /// The suites with the most of them, most first (at most `suiteLimit`), then the rest as one count.
    package var bySuite: [Suite]
    package var otherSuites: Int
    /// How many of `count` the readers counted without keeping them (`FailuresNotKept`): no
    /// messages were read for those.
    package var notKept = 0

    package struct Suite: Sendable, Equatable {
        package var name: String
        package var count: Int
    }

    static let suiteLimit = 20
}

/// The answer: every failure labelled, the flaky tests, the build, the counts.
package struct TriageResult: Sendable {
    package var input: TriageInput
    package var run: MergedRun
    package var failures: [TriagedFailure]
    package var flaky: [TestResult]
    /// Failed tests past the classification budget, when there were more (nil otherwise).
    package var overflow: FailureOverflow? = nil

    package var counts: (tests: Int, passed: Int, failed: Int, skipped: Int) {
        let tests = run.tests
        // The failures the readers counted without keeping are tests and failures too.
        let notKept = run.failuresNotKept.count
        let failed = tests.count(of: .failed) + notKept
        let skipped = tests.count(of: .skipped)
        return (tests.count + notKept, tests.count + notKept - failed - skipped, failed, skipped)
    }

    package var byCategory: [TriageCategory: Int] {
        Dictionary(grouping: failures, by: \.classification.category).mapValues(\.count)
    }

    package var buildFailed: Bool { run.build.succeeded == false || !buildErrors.isEmpty && run.tests.isEmpty }

    /// The compiler's and the build's errors: the run's own (a simulator that would not boot, a
    /// runner that would not launch) are `infrastructureIssues`, never build errors.
    package var buildErrors: [TestIssue] {
        run.build.errors.filter { !TestInfrastructure.isProblem($0.message) }
    }

    /// What the simulator, the destination, the test runner or the machine said when they failed:
    /// the run, not the code, owned by whoever keeps the CI. Each distinct error once.
    package var infrastructureIssues: [TestIssue] {
        TestInfrastructure.distinct((run.build.errors + run.unattributedIssues).filter { TestInfrastructure.isProblem($0.message) })
    }

    /// The failed tests that the report shows as causes: all but those read as the run's own.
    package var causeFailures: [TriagedFailure] { failures.filter { !$0.isInfrastructure } }

    /// The failed tests read as the run's own (`test_infrastructure`): labelled `unclassified`, shown
    /// and counted with the run's infrastructure.
    package var infrastructureFailures: [TriagedFailure] { failures.filter(\.isInfrastructure) }

    /// The run's infrastructure section: each distinct error once, outside any test or as failed
    /// tests' evidence, with the tests it hit.
    package var infrastructure: [InfrastructureEntry] {
        InfrastructureEntry.entries(runIssues: infrastructureIssues, failures: infrastructureFailures)
    }

    /// The issues outside any test that are not the run's infrastructure.
    package var otherUnattributedIssues: [TestIssue] {
        run.unattributedIssues.filter { !TestInfrastructure.isProblem($0.message) }
    }

    /// Source paths relative to `projectRoot` (else the detected checkout), linked to the run's commit.
    package func sourceLinker(projectRoot: String?) -> SourceLinker {
        // The failing tests' files tell the checkout; build errors when no test failed (a log may
        // hold another project's build, whose paths would hide the common directory).
        var locations = failures.flatMap { $0.test.issues }.compactMap(\.location)
        if locations.isEmpty { locations = buildErrors.compactMap(\.location) }
        let modules = Set(failures.compactMap(\.test.id.module))
        return SourceLinker(manifest: input.manifest, explicitRoot: projectRoot, sourcePaths: locations.map(\.file), modules: modules)
    }

    /// Why no test ran, when the simulator, the destination or the runner failed: the run's problem,
    /// reported once at the top rather than as a test.
    package var infrastructureProblem: TestIssue? {
        guard !run.tests.indices.contains(where: { [.failed, .passed, .flaky].contains(run.tests.status(at: $0)) }) else { return nil }
        return infrastructureIssues.first
    }

    /// What is wrong with the archive itself, when something is: the report's heading, since every
    /// line below it reads less than the run left (a truncated download reads as "no test results").
    package var archiveProblem: String? {
        let problems = input.integrity
        let name = input.archiveName
        if problems.contains(where: \.isDamage) {
            let unread = Set(problems.filter { if case .missing = $0 { true } else { $0.isDamage } }.map(\.path)).count
            let total = input.manifest?.entries.count ?? 0
            return "\(name) is truncated or damaged: \(min(unread, total)) of \(total) entries could not be read — \(VerificationSummary.damageAdvice)"
        }
        if !input.integrityProblems.isEmpty {
            let count = input.integrityProblemCount
            return "\(name) does not match its manifest (\(count) problem\(count == 1 ? "" : "s")): \(VerificationSummary.mismatchAdvice)"
        }
        if input.manifest?.entries.isEmpty == true, input.reports.isEmpty, input.plists.isEmpty, input.registrations.isEmpty {
            return "\(name) is empty: collect archived no evidence — check the paths given to `evidence collect` (and that the tests ran before it)"
        }
        return nil
    }

    /// The one-line answer: what is wrong with the archive, else what the run says.
    package var verdict: String {
        archiveProblem ?? runVerdict
    }

    /// What the run's evidence says, whatever the archive's state.
    package var runVerdict: String {
        if let problem = infrastructureProblem {
            // The phrase that says what failed; the whole message is listed under the run's issues.
            let what = TestInfrastructure.phrase(in: problem.message) ?? "the test runner failed"
            return "No test ran: test infrastructure, not the app (“\(what)”) — retry on a fresh simulator, then check the CI image's Xcode and runtimes"
        }
        if buildFailed && run.tests.isEmpty {
            return "Build failed: \(buildErrors.count) error\(buildErrors.count == 1 ? "" : "s"), no test ran"
        }
        // Some tests ran although the build failed (another target, an earlier build): say both.
        let buildNote = buildFailed ? "Build failed (\(buildErrors.count) error\(buildErrors.count == 1 ? "" : "s")); " : ""
        if failures.isEmpty {
            let flakyNote = flaky.isEmpty ? "" : " (\(flaky.count) flaky)"
            return buildNote + (run.tests.isEmpty ? "No test results found in the evidence" : "All \(run.tests.count) tests passed\(flakyNote)")
        }
        // Failed tests read as the run's own are counted apart from the unclassified.
        let onInfrastructure = infrastructureFailures.count
        var parts = TriageCategory.allCases.compactMap { category -> String? in
            guard var count = byCategory[category] else { return nil }
            if category == .unclassified { count -= onInfrastructure }
            guard count > 0 else { return nil }
            // The reader's words (`2 configuration regressions`), not the JSON's identifiers.
            let noun = category.title.lowercased()
            guard count != 1, category != .unclassified else { return "\(count) \(noun)" }
            return "\(count) \(noun)\(noun.hasSuffix("h") ? "es" : "s")"
        }
        if onInfrastructure > 0 { parts.append("\(onInfrastructure) on test infrastructure") }
        if let overflow {
            let total = failures.count + overflow.count
            return buildNote + "\(total) failed tests: the first \(failures.count) classified (\(parts.joined(separator: ", "))), \(overflow.count) more counted by suite"
        }
        return buildNote + "\(failures.count) failed test\(failures.count == 1 ? "" : "s"): \(parts.joined(separator: ", "))"
    }
}

