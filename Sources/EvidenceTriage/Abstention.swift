import EvidenceCore
import EvidenceReaders
import Foundation

/// Why triage gave a failure no label, and what to collect or do next: an on-call engineer gets the
/// silent evidence named and the next thing to fetch, never a bare "Confidence 0%".
package struct Abstention: Sendable, Equatable {
    /// One or two sentences: the readings that disagree, the one too weak, or what is silent.
    package var reason: String
    package var nextStep: String

    /// The abstention of a failure the classifier left `unclassified` without a deciding verdict;
    /// nil when a verdict decided (an infrastructure or placeholder verdict says its own why).
    static func explain(_ classification: Classification, _ context: FailureContext) -> Abstention? {
        guard classification.category == .unclassified, classification.verdict == nil else { return nil }
        let missing = missingEvidence(context)
        let collect = missing.isEmpty ? "" : " Then collect \(Self.list(missing)) and triage again."
        let local = "Run `\(context.test.id)` locally\(context.test.issues.first?.place ?? "")."
        let verdicts = classification.verdicts
        if case let (best?, rival?) = DecisionTable.decide(verdicts) {
            return Abstention(
                reason: "Two readings are about as strong and disagree: \(Self.reading(best)); \(Self.reading(rival)).",
                nextStep: "Check which is true in the evidence below: \(Self.question(best)), or \(Self.question(rival))? \(local)\(collect)")
        }
        if let best = verdicts.first {
            return Abstention(
                reason: "Only a weak reading, not enough for a label: \(Self.reading(best)).",
                nextStep: "Check it in the evidence below: \(Self.question(best))? \(local)\(collect)")
        }
        // The snapshot library says the pixels differ: by how much when it measured it.
        if SnapshotDrift.saysOnlyPixelsDiffer(context.test.issues.map(\.message)),
           let snapshot = context.test.issues.first(where: { SnapshotDrift.saysPixelsDiffer($0.message) }) {
            let measure = SnapshotDrift.matchingShare(in: snapshot.message).map { share in
                "differs from its reference by \(String(format: "%.1f", (1 - share) * 100)) % (the snapshot library's measure)"
            } ?? SnapshotDrift.worstPixelPrecision(in: snapshot.message).map { colour in
                "differs from its reference by a shade: its most different pixel is ΔE \(String(format: "%.1f", (1 - colour) * 100)) off (the snapshot library's perceptual precision)"
            } ?? "differs from its reference, the snapshot library says, not by how much"
            return Abstention(
                reason: "The snapshot \(measure): a change in the view and a change in how the simulator draws it (its runtime, fonts, antialiasing) look alike.",
                nextStep: "Open the snapshot library's diff image (in the result bundle's attachments, which `evidence xcresult` extracts with `--attachments <folder> --test \(context.test.id)`, or the failure's artifacts): an element moved or changed is the view's; edges and text a shade off mean the simulator or runtime differ from the reference's — record references where CI runs. \(local)")
        }
        // It ran out of a time budget, and nothing ties it to background work.
        if TimeBudget.aloneExplains(context), let budget = context.test.issues.first {
            return Abstention(
                reason: "The test ran out of a time budget (“\(budget.message.prefix(100))”): slow code, a hang and a slow or loaded runner look alike, and nothing else in the evidence says which.",
                nextStep: "Compare the test's duration here with main's and with a local run: slower everywhere is the code's; slower only on CI is the runner's (bound the work, not the wall-clock time, or give the runner room). For a hang, the result bundle's activity log or a sample names where it waits. \(local)")
        }
        return Abstention(
            reason: "Nothing in the evidence says which stage broke: \(Self.silence(context)). Nearest readings, and what each lacked: \(Self.lacking(context)).",
            nextStep: local + collect)
    }

    /// The decision table's rows nearest this failure, each with what it needed and the evidence did
    /// not hold: what would have decided the failure had it been there.
    static func lacking(_ context: FailureContext) -> String {
        var rows: [String] = []
        if context.concernsBackgroundWork {
            let configuration = context.builtPlists.isEmpty && context.registrations.isEmpty
                ? "no built Info.plist and no registration records to check it against"
                : "the built plist and the records show no broken registration for \(context.exercisedIdentifiers.isEmpty ? "any task the test names" : "`\(context.exercisedIdentifiers[0])`")"
            rows.append("configuration (row 2) needs a refused registration, a plist without the task or its mode, or the system's refusal — \(configuration)")
            let submitted = context.exercisedIdentifiers.contains { !context.records($0, .submission, .succeeded).isEmpty } || context.says(.appSubmitted)
            let waited = context.expectation.systemWait != nil || context.expectation.wait != nil
            let notLaunched = [submitted ? nil : "no submission seen (a record, the app's line)", waited ? nil : "no wait for the OS"].compactMap { $0 }
            if !notLaunched.isEmpty { rows.append("not-launched (row 4) needs a submission and a wait for the OS — \(list(notLaunched))") }
            if !Expectation.taskRan(context) { rows.append("job-failed (row 5) needs the task seen running — no launch, run or completion is") }
        }
        let messages = context.test.issues.map(\.message)
        let asserted = messages.contains(where: SignalVocabulary.asserts)
        let output: String
        if messages.contains(where: AssertionInJobTestRule.pointsElsewhere) {
            output = "the failure is a wait that timed out or a task asserted to have run, which says nothing of the output"
        } else if AssertionInJobTestRule.waitsForAnElement(context) {
            output = "the failing line waits for a UI element, which does not say what kept it away"
        } else if asserted {
            output = "an assertion failed, and another reading stands against it"
        } else {
            output = context.crashed ? "the test crashed before any assertion" : "no assertion failed"
        }
        rows.append("output-assertion (row 6) needs a failed assertion on the output — \(output)")
        return rows.joined(separator: "; ")
    }

    /// `` `rule` reads it as category: its reason``.
    private static func reading(_ verdict: RuleVerdict) -> String {
        let why = verdict.reason.trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return "`\(verdict.rule)` reads it as \(verdict.category.title.lowercased()) (\(why.count > 110 ? why.prefix(110) + "…" : why))"
    }

    /// What would make the reading true, as a question an engineer answers from the evidence.
    private static func question(_ verdict: RuleVerdict) -> String {
        switch verdict.category {
        case .configurationRegression: "is the built app's configuration wrong (`\(verdict.rule)`)"
        case .businessLogicError: "did the app's own code fail (`\(verdict.rule)`)"
        case .schedulingExpectationMismatch: "did the test expect the OS to act on its clock (`\(verdict.rule)`)"
        case .unclassified: "did the run's machinery fail (`\(verdict.rule)`)"
        }
    }

    /// What the evidence does not say, in words.
    private static func silence(_ context: FailureContext) -> String {
        var silent = ["its messages say nothing triage reads as a cause"]
        if context.logLines.isEmpty { silent.append("the test printed no line about background tasks") }
        if context.registrations.isEmpty { silent.append("the run has no registration records") }
        if context.builtPlists.isEmpty { silent.append("no built Info.plist") }
        return list(silent)
    }

    /// The evidence a background-task failure is decided with that the run did not collect.
    private static func missingEvidence(_ context: FailureContext) -> [String] {
        guard context.concernsBackgroundWork else { return [] }
        var missing: [String] = []
        if context.registrations.isEmpty { missing.append("the app's registration records (docs/recorder.md)") }
        if context.builtPlists.isEmpty { missing.append("the built `.app` (its Info.plist)") }
        return missing
    }

    /// `a`, `a and b`, `a, b and c`.
    private static func list(_ items: [String]) -> String {
        guard items.count > 1 else { return items.first ?? "" }
        return items.dropLast().joined(separator: ", ") + " and " + items.last!
    }
}
