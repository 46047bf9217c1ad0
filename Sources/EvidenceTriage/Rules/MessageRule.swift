import Foundation
import EvidenceCore
import EvidenceReaders

/// A rule that fires on a signal of `SignalCatalog` in a failure message or in the test's log lines:
/// the system's own words for a configuration or scheduling problem. A new kind of such words is a
/// catalog entry and one of these.
struct MessageRule: ClassificationRule {
    let identifier: String
    let category: TriageCategory
    let summary: String
    /// Any of these signals triggers the rule, the first that the evidence says first.
    let signals: [SignalID]
    let stage: PipelineStage?
    let nextStep: String
    let triggeringExamples: [RuleExample]
    let nonTriggeringExamples: [RuleExample]
    /// The scheduler's answer is the OS's only when no test double gave it (`ClassificationRule.readsTheOS`).
    var readsTheOS = false
    /// Words that, anywhere in the failure's evidence, take the signal's reading away (the OS's words
    /// are about a need the test's subject does not have).
    var notWhenEvidenceSays: [String] = []
    /// Where the evidence around a signal says it is not this failure's: the signal is passed over.
    var setAside: @Sendable (SignalID, FailureContext.Text, FailureContext) -> Bool = { _, _, _ in false }
    /// Where the signal's reading is only inferred: the clause the reason adds to say why (empty when the
    /// rule's category is always a reading of what the signal says happened — Detox waited on the app's
    /// own timer, so the app's code is at fault); nil where the signal says it directly.
    var inferredWhen: @Sendable (SignalID, FailureContext.Text, FailureContext) -> String? = { _, _, _ in nil }

    /// The scheduler's answer as the app recorded it for this test (a failed `submission` record stamped
    /// with the test's name, `errorType` `BGTaskSchedulerErrorDomain:2`): the signal's code, when the
    /// failure's texts do not say it themselves. The text is the record's error and its task.
    static func refusedSubmission(_ id: SignalID, _ context: FailureContext) -> FailureContext.Text? {
        // (Not for a test that crashed: `evaluate`'s check of a crashed test's refusals turns it down.)
        let codes = SignalCatalog.signal(id).codes
        guard !codes.isEmpty, let record = context.registrations.first(where: { record in
            record.phase == .submission && record.outcome == .failed && context.isStampedWithTheTest(record)
                && !SchedulerErrorCode.codes(in: record.errorType ?? "").isDisjoint(with: codes)
        }) else { return nil }
        return ("\(record.errorType ?? "") (submitting task with identifier \(record.identifier))", record.evidence)
    }

    /// The text is the test's own failure about a native module or binary (not a task the JavaScript
    /// never defined, which is the app's in Node too), placed in a module under `node_modules/`: the test ran in Node.
    static func raisedInNode(_ hit: FailureContext.Text, _ context: FailureContext) -> Bool {
        ["native module", "native binary", "be linked"].contains(where: hit.text.includes)
            && context.test.issues.contains { issue in issue.message == hit.text && issue.location?.file.includes("node_modules/") == true }
    }

    /// The test's name says it runs without an entitlement (`Unentitled`, `WithoutCloudKitEntitlement`).
    static func runsWithoutAnEntitlement(_ test: TestIdentifier) -> Bool {
        let words = TaskIdentifierScanner.words(of: test.suite + " " + test.name)
        return words.contains("unentitled")
            || !words.isDisjoint(with: ["without", "missing", "lacking", "no"]) && !words.isDisjoint(with: ["entitlement", "entitlements", "entitled"])
    }

    /// ` for `ID`` when the text names one task as the system does (`task with identifier ID`): the
    /// reason then says which, and the report groups by it — an excerpt may be cut before it.
    static func taskSuffix(in text: String) -> String {
        namedTask(in: text).map { " for `\($0)`" } ?? ""
    }

    /// The one task the text names as the system does.
    static func namedTask(in text: String) -> String? {
        let named = TaskIdentifierScanner.namedTasks(in: text)
        return named.count == 1 ? named.first : nil
    }

    /// `Store.swift:41: Fatal error: …` where the test's code names no `Store` — or, when its code is
    /// not archived, where the test's name shares no word with it (`KeychainTokenStore` under
    /// `ReceiptFormatterTests`).
    static func trappedElsewhere(_ text: String, _ context: FailureContext) -> Bool {
        guard let fatal = text.range(of: ": Fatal error: ") else { return false }
        let path = text[..<fatal.lowerBound].split(separator: ":").first ?? ""
        guard let file = path.split(separator: "/").last, file.hasSuffix(".swift") else { return false }
        let type = String(file.dropLast(6))
        guard !type.isEmpty else { return false }
        if !context.code.isEmpty { return !context.code.contains { ($0.excerpt ?? "").includes(type) } }
        let testWords = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name).filter { $0.count >= 4 }
        return TaskIdentifierScanner.words(of: type).filter { $0.count >= 4 }.isDisjoint(with: testWords)
    }

    /// The failure is about work run in an engine of its own (a background task's, a headless
    /// callback's): a task it exercises, or its name or words say so.
    static func inAnEngineOfItsOwn(_ context: FailureContext) -> Bool {
        if !context.exercisedIdentifiers.isEmpty { return true }
        let words = TaskIdentifierScanner.words(of: context.test.id.suite + " " + context.test.id.name)
        return !words.isDisjoint(with: SignalVocabulary.ownEngineWords)
            || context.texts.contains { text in SignalVocabulary.ownEnginePhrases.contains(where: text.text.includes) }
    }

    /// The signals the test's own messages say (not its log's lines, not the run's).
    static func signalsInTheTestsOwnWords(_ context: FailureContext) -> Set<SignalID> {
        context.test.issues.reduce(into: Set<SignalID>()) { $0.formUnion(SignalCatalog.signals(in: $1.message)) }
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        if context.mentions(anyOf: notWhenEvidenceSays) { return nil }
        for id in signals {
            // (A refusal as not permitted is configuration, which the records' own rule reads with the plist.)
            guard let hit = context.text(saying: id) ?? (category == .schedulingExpectationMismatch ? Self.refusedSubmission(id, context) : nil) else { continue }
            // The system's word about one task (`… com.example.app.sync is not advertised …`) bears on
            // a test that exercises other tasks only through them (`namesOnlyOtherTasks`).
            let known = context.knownIdentifiers
            if context.namesOnlyOtherTasks(hit.text, known: known) { continue }
            // A line of the run's, not the test's own, about a task the test's code never touches (its archived
            // code submits, registers and waits for nothing: an assertion on what it computed) is not its failure.
            if known.contains(where: hit.text.includes), category == .configurationRegression, let line = hit.evidence, context.runLines.contains(line), context.codeTouchesNoTask { continue }
            let signal = SignalCatalog.signal(id)
            let codes = SchedulerErrorCode.codes(in: hit.text).intersection(signal.codes)
            let what = codes.isEmpty
                ? "The evidence says “\((signal.phrase(in: hit.text) ?? "").trimmingCharacters(in: .whitespaces))”"
                : "BGTaskScheduler returned \(signal.codes.map { "\($0)" }.sorted().joined(separator: ", ")) (BGTaskSchedulerErrorDomain code \(signal.codes.map { "\($0.rawValue)" }.sorted().joined(separator: ", ")))"
            if setAside(id, hit, context) { continue }
            // A refusal the run printed (not the test's own words), under a test whose own words name the code's
            // fault — its UI never went idle (`pumpAndSettle timed out`), an API misused, a runtime rule broken — and
            // whose code runs the job itself: what the configuration kept from the OS is not what this test did.
            // (Only under a test whose code takes no step of the OS's path: one that registers or submits the refused task
            // itself broke at that step, whatever its UI did after.)
            if category == .configurationRegression, context.codeTakesNoStepOfTheOSPath, let line = hit.evidence, context.runLines.contains(line) {
                let said = Self.signalsInTheTestsOwnWords(context)
                if !said.contains(id), !said.isDisjoint(with: [.apiMisused, .codeFault, .appKeptBusy]) { continue }
            }
            // The scheduler's answer in the console, while the test failed on an error its code threw
            // (the job, called directly, ran and failed): the answer did not make the test fail.
            if category == .schedulingExpectationMismatch {
                let said = Self.signalsInTheTestsOwnWords(context)
                // (So too when the test's own words name the code's fault as the system reported it — an API
                // misused, a runtime rule broken: `session diagnostic: insufficientlyInUse`.)
                // (Or the app's own UI never went idle for the test: `pumpAndSettle timed out`, Detox busy on its timers.)
                if !said.contains(id), !said.isDisjoint(with: [.errorThrown, .apiMisused, .codeFault, .handlerCrashed, .appKeptBusy]) { continue }
                // Nor under a test whose process crashed: a refusal comes back as an error, and what the
                // OS declined to schedule cannot crash the app (the test's own words aside).
                if !said.contains(id), context.crashed { continue }
                // Nor under a UI test that waited for the app to be suspended: what the OS declined to
                // schedule cannot keep the app running (its own background time does).
                if !said.contains(id), context.expectation.waitsForTheAppsSuspension != nil { continue }
                // A refused submission, and the task ran all the same (a launch the test had simulated, a
                // record of its run stamped with this test): the refusal kept nothing from running, so it
                // does not explain what failed — unless the failure is about submitting (a resubmission).
                // So too a refusal the app logged, under a test whose own code submits nothing and waits
                // for nothing (an assertion on what the code computed): the refusal was another caller's.
                if stage == .submission, Expectation.taskRanInThisTest(context) || context.codeSubmitsNothing,
                   !context.test.issues.contains(where: { issue in FailureContext.submissionWords.contains { issue.message.lowercased().includes($0) } }) { continue }
            }
            // A fatal error raised in a file the test's code never names (a task a service started
            // on its own, crashing under an unrelated test) speaks of that code, not surely of this test.
            let elsewhere = category == .configurationRegression && Self.trappedElsewhere(hit.evidence?.excerpt ?? hit.text, context)
                ? ", in a fatal error of code the test's own code does not name" : nil
            let inferred = inferredWhen(id, hit, context)
            let because = [inferred, elsewhere].compactMap { $0 }
            return RuleVerdict(
                // Who says it is the whole weight: the signal names the test's own task or is in its own lines.
                rule: identifier, category: category, weight: EvidenceWeight(signal.speaker, because.isEmpty ? .direct : .inferred), stage: stage,
                reason: what + Self.taskSuffix(in: hit.text) + because.joined() + ".",
                evidence: hit.evidence.map { [$0] } ?? [], nextStep: nextStep, task: Self.namedTask(in: hit.text))
        }
        return nil
    }
}
