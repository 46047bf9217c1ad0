/// A rule that fires on a known phrase in a failure message or in the test's log lines: the
/// system's own words for a configuration or scheduling problem.
struct MessageRule: ClassificationRule {
    let identifier: String
    let category: TriageCategory
    let summary: String
    /// Any of these phrases triggers the rule.
    let phrases: [String]
    let confidence: Double
    let stage: PipelineStage
    let nextStep: String
    let triggeringExamples: [RuleExample]
    let nonTriggeringExamples: [RuleExample]
    /// BGTaskScheduler error codes that trigger the rule, in any spelling (`SchedulerErrorCode`).
    var schedulerErrors: Set<SchedulerErrorCode> = []

    /// ` for `ID`` when the text names one task as the system does (`task with identifier ID`): the
    /// reason then says which, and the report groups by it — an excerpt may be cut before it.
    static func taskSuffix(in text: String) -> String {
        let named = TaskIdentifierScanner.namedTasks(in: text)
        guard named.count == 1, let identifier = named.first else { return "" }
        return " for `\(identifier)`"
    }

    func evaluate(_ context: FailureContext) -> RuleVerdict? {
        if !schedulerErrors.isEmpty, let hit = context.texts.first(where: { !SchedulerErrorCode.codes(in: $0.text).isDisjoint(with: schedulerErrors) }) {
            return RuleVerdict(
                rule: identifier, category: category, confidence: confidence, stage: stage,
                reason: "BGTaskScheduler returned \(schedulerErrors.map { "\($0)" }.sorted().joined(separator: ", ")) (BGTaskSchedulerErrorDomain code \(schedulerErrors.map { "\($0.rawValue)" }.sorted().joined(separator: ", ")))\(Self.taskSuffix(in: hit.text)).",
                evidence: hit.evidence.map { [$0] } ?? [], nextStep: nextStep)
        }
        for phrase in phrases {
            if let hit = context.firstText(containing: phrase) {
                return RuleVerdict(
                    rule: identifier, category: category, confidence: confidence, stage: stage,
                    reason: "The evidence says “\(phrase.trimmingCharacters(in: .whitespaces))”\(Self.taskSuffix(in: hit.text)).",
                    evidence: hit.evidence.map { [$0] } ?? [], nextStep: nextStep)
            }
        }
        return nil
    }
}

import Foundation
