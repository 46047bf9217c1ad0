import Foundation
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

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        if context.mentions(anyOf: notWhenEvidenceSays) { return nil }
        for id in signals {
            guard let hit = context.text(saying: id) else { continue }
            let signal = SignalCatalog.signal(id)
            let codes = SchedulerErrorCode.codes(in: hit.text).intersection(signal.codes)
            let what = codes.isEmpty
                ? "The evidence says “\((signal.phrase(in: hit.text) ?? "").trimmingCharacters(in: .whitespaces))”"
                : "BGTaskScheduler returned \(signal.codes.map { "\($0)" }.sorted().joined(separator: ", ")) (BGTaskSchedulerErrorDomain code \(signal.codes.map { "\($0.rawValue)" }.sorted().joined(separator: ", ")))"
            // Static configuration does not change within a test: when the same object served the
            // test's code a line earlier, the configuration reading is only inferred.
            let servedEarlier = id == .entitlementMissing && context.failingCallFollowsAnEarlierOne
            return RuleVerdict(
                // Who says it is the whole weight: the signal names the test's own task or is in its own lines.
                rule: identifier, category: category, weight: EvidenceWeight(signal.speaker, servedEarlier ? .inferred : .direct), stage: stage,
                reason: what + Self.taskSuffix(in: hit.text) + (servedEarlier ? ", though the test's code used the same object without failing a line earlier" : "") + ".",
                evidence: hit.evidence.map { [$0] } ?? [], nextStep: nextStep, task: Self.namedTask(in: hit.text))
        }
        return nil
    }
}
