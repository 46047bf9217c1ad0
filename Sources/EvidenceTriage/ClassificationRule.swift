import EvidenceCore
import EvidenceReaders

/// One classifier rule (SwiftLint style): identifier, category, description, examples that must
/// and must not trigger it, and the logic. The examples are run by one parameterised test and
/// printed by `evidence rules`.
package protocol ClassificationRule: Sendable {
    var identifier: String { get }
    var category: TriageCategory { get }
    var summary: String { get }
    var triggeringExamples: [RuleExample] { get }
    var nonTriggeringExamples: [RuleExample] { get }
    /// The rule reads what the OS did or did not do (a launch, a wait for it, its registrations): a
    /// test double standing in for the OS (`Expectation.double`) takes it out of the question, so
    /// the classifier does not ask it then — the one place that veto is made.
    var readsTheOS: Bool { get }
    func evaluate(_ context: FailureContext) -> RuleVerdict?
}

extension ClassificationRule {
    package var readsTheOS: Bool { false }

    /// The rule's verdict as the classifier asks for it: none when it reads the OS and a double
    /// stood in for it.
    package func verdict(_ context: FailureContext) -> RuleVerdict? {
        if readsTheOS, context.schedulerIsFaked { return nil }
        return evaluate(context)
    }
}

/// What a rule concluded about one failure, and why.
package struct RuleVerdict: Sendable, Equatable {
    package var rule: String
    package var category: TriageCategory
    /// 0…1; a built-in rule's is its evidence's `weight` (`EvidenceWeight`), a custom rule's its own.
    package var confidence: Double
    /// What the reading stands on; nil for a custom rule.
    package var weight: EvidenceWeight?
    package var stage: PipelineStage?
    /// One sentence: why this label.
    package var reason: String
    package var evidence: [EvidencePointer]
    /// What to do about it.
    package var nextStep: String
    /// Who should act, when it is not the category's usual owner (a failure unrelated to background
    /// tasks is owned by whoever owns the code under test, not by "the background job's" team).
    package var owner: String?
    /// The task the verdict is about, when it names one: the report groups by it.
    package var task: String?

    package init(
        rule: String, category: TriageCategory, confidence: Double, stage: PipelineStage?, reason: String, evidence: [EvidencePointer], nextStep: String,
        owner: String? = nil, task: String? = nil
    ) {
        self.rule = rule
        self.category = category
        self.confidence = confidence
        self.stage = stage
        self.reason = reason
        self.evidence = evidence
        self.nextStep = nextStep
        self.owner = owner
        self.task = task
    }

    /// The confidence in integer percent, as the decision table compares it.
    package var percent: Int { Int((confidence * 100).rounded()) }

    /// A built-in rule's verdict: its confidence is its evidence's weight.
    package init(
        rule: String, category: TriageCategory, weight: EvidenceWeight, stage: PipelineStage?, reason: String, evidence: [EvidencePointer], nextStep: String,
        owner: String? = nil, task: String? = nil
    ) {
        self.init(rule: rule, category: category, confidence: Double(weight.percent) / 100, stage: stage, reason: reason, evidence: evidence,
                  nextStep: nextStep, owner: owner, task: task)
        self.weight = weight
    }
}

/// A failure, built in a line, for a rule's examples.
package struct RuleExample: Sendable, CustomStringConvertible {
    package var description: String
    /// The failure, built when read: every run of `evidence triage` holds every rule, and building
    /// all their examples' contexts up front was half of its time; only tests and `evidence rules`
    /// read them.
    package var context: FailureContext { makeContext() }
    private let makeContext: @Sendable () -> FailureContext
    /// Console lines of the example that the log reader would drop: they reach no rule in
    /// production, so the tests require none.
    package var droppedLines: [String] = []

    package static func failure(
        _ test: String, messages: [String], log: [String] = [], duration: Double? = nil, records: [RegistrationRecord] = [], plist: AppInfoPlist? = nil,
        plists: [AppInfoPlist] = [], runLog: [String] = [], code: [String] = [], helpers: [String] = [], buildLog: [String] = [], destination: String? = nil,
        placedIn file: String? = nil, archived: Bool = false, startedAt: String? = nil, lfsPointers: [String] = [], setup: TestSetup = TestSetup()
    ) -> RuleExample {
        RuleExample(description: "\(test): \(messages.first ?? log.first ?? "")", makeContext: {
            var context = context(test, messages: messages, log: log, duration: duration, records: records, plists: (plist.map { [$0] } ?? []) + plists,
                                  runLog: runLog, code: code, helpers: helpers, buildLog: buildLog, destination: destination, placedIn: file, archived: archived,
                                  startedAt: startedAt)
            // `lfsPointers`: files the archive holds as Git LFS pointers, as collect takes them from the checkout.
            context.lfsPointers = lfsPointers
            // `setup`: the test plans and schemes the archive holds, and which the run named.
            context.testSetup = setup
            return context
        }, droppedLines: (log + runLog).filter { !TestLogReader.keepsConsoleLine($0) })
    }

    private static func context(
        _ test: String, messages: [String], log: [String], duration: Double?, records: [RegistrationRecord], plists: [AppInfoPlist], runLog: [String],
        code: [String], helpers: [String], buildLog: [String], destination: String?, placedIn file: String?, archived: Bool, startedAt: String?
    ) -> FailureContext {
        let id = RuleExample.identifier(test)
        // Each message placed in the test's file (line 10 on), or the file XCTest placed it in (a crash's top frame).
        let issues = messages.enumerated().map { index, message in
            TestIssue(message: message, location: SourceLocation(file: file ?? "\(id.suite).swift", line: 10 + index),
                      evidence: EvidencePointer(path: "logs/test.log", line: 100 + index, excerpt: message))
        }
        // The console lines the log reader would keep, and only those: production reads no others.
        let lines = log.enumerated().filter { TestLogReader.keepsConsoleLine($0.element) }
            .map { EvidencePointer(path: "logs/test.log", line: 90 + $0.offset, excerpt: $0.element) }
        let runLines = runLog.enumerated().filter { TestLogReader.keepsConsoleLine($0.element) }
            .map { EvidencePointer(path: "logs/test.log", line: 1 + $0.offset, excerpt: $0.element) }
        let result = TestResult(id: id, status: .failed, duration: duration, issues: issues)
        var context = FailureContext(
                test: result, logLines: lines, registrations: records, plists: plists, runLines: runLines,
                // The test's function, its last line the first message's (line 10).
                code: code.enumerated().map { EvidencePointer(path: "sources/Tests/\(id.suite).swift", line: 10 - code.count + 1 + $0.offset, excerpt: $0.element) },
                // Members of the test's file it uses, below it.
                helperCode: helpers.enumerated().map { EvidencePointer(path: "sources/Tests/\(id.suite).swift", line: 20 + $0.offset, excerpt: $0.element) },
                // The build's own lines (the entitlements it signed with), read as the log reader reads them.
                signedEntitlements: SignedEntitlements.read(buildLog, evidencePath: "logs/test.log"), destination: destination,
                // `startedAt` (`2026-11-20 09:14:00.000`): when the test began, on the clock the device's lines are written with.
                window: TestWindow(test: result, start: startedAt.flatMap { LogTimestamp.wallClock(of: $0, near: nil) }))
        // `archived`: the archive holds the file the messages are placed in, as collect takes the project's.
        if archived, let file { context.archivedPlaces = [file] }
        return context
    }

    /// `Module.Suite/name` or `Suite/name`.
    static func identifier(_ text: String) -> TestIdentifier {
        let parts = text.split(separator: "/", maxSplits: 1).map(String.init)
        let suitePart = parts.first ?? text
        let name = parts.count > 1 ? parts[1] : text
        if let dot = suitePart.lastIndex(of: ".") {
            return TestIdentifier(module: String(suitePart[..<dot]), suite: String(suitePart[suitePart.index(after: dot)...]), name: name)
        }
        return TestIdentifier(module: nil, suite: suitePart, name: name)
    }
}

extension RegistrationRecord {
    /// A record for examples.
    package static func record(
        _ identifier: String, _ kind: TaskKind, _ phase: Phase, _ outcome: Outcome, error: String? = nil, test: String? = nil, at time: String = "09:14:01"
    ) -> RegistrationRecord {
        RegistrationRecord(identifier: identifier, taskKind: kind, phase: phase, outcome: outcome, errorType: error, timestamp: "2026-11-20T\(time)Z",
                           evidence: EvidencePointer(path: "diagnostics/records.jsonl", line: 1), test: test)
    }
}

/// The background-task keys of a built app's plist, as the rules read them.
extension AppInfoPlist {
    package var permittedIdentifiers: [String] { permittedTaskIdentifiers ?? [] }
    package var modes: [String] { backgroundModes ?? [] }

    /// `KEY: a, b` as evidence shows it, saying so when the key is absent, empty or not an array of
    /// strings (an empty value after the colon reads as a cut-off line).
    func excerpt(_ key: String) -> String {
        let values = key == Self.permittedIdentifiersKey ? permittedTaskIdentifiers : key == Self.backgroundModesKey ? backgroundModes : nil
        var shown = values.map { $0.isEmpty ? "(empty)" : $0.joined(separator: ", ") } ?? "(absent)"
        if let problem = problem(of: key) { shown = values?.isEmpty == false ? "\(shown) (\(problem))" : problem }
        return "\(key): \(shown)"
    }

    /// What is wrong with `key`'s type (`not an array`), when something is.
    func problem(of key: String) -> String? {
        guard let problem = problems.first(where: { $0.hasPrefix(key + " ") }) else { return nil }
        let what = problem.dropFirst(key.count + 1)
        return String(what.hasPrefix("is ") ? what.dropFirst(3) : what)
    }

    /// `$(PRODUCT_BUNDLE_IDENTIFIER).refresh`: a source plist, not the build artifact.
    package var unexpandedIdentifiers: [String] { permittedIdentifiers.filter(Self.containsVariable) }

    /// A built plist for examples.
    package static func built(permitted: [String], modes: [String], path: String = "config/App/Info.plist") -> AppInfoPlist {
        AppInfoPlist(path: path, dictionary: ["CFBundleIdentifier": "com.example.app", permittedIdentifiersKey: permitted, backgroundModesKey: modes])
    }
}
