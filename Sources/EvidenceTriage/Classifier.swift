/// The label of one failure, with every rule that spoke for it.
package struct Classification: Sendable, Equatable {
    package var category: TriageCategory
    package var confidence: Double
    /// The deciding verdict (nil when unclassified without any).
    package var verdict: RuleVerdict?
    /// Every verdict, strongest first.
    package var verdicts: [RuleVerdict]
}

/// Combines rule verdicts into one label. Configuration evidence wins whatever the assertion says
/// (a task the OS refuses cannot pass any test); otherwise the strongest verdict wins, unless it is
/// weak or another category is nearly as strong — then the failure is `unclassified`, because a
/// wrong confident label is worse than none.
package struct Classifier: Sendable {
    package static let minimumConfidence = 0.6
    package static let configurationOverride = 0.8
    /// Two categories closer than this are a tie.
    package static let ambiguityMargin = 0.1

    package var rules: [any ClassificationRule]

    package init(rules: [any ClassificationRule] = ClassificationRules.builtIn) {
        self.rules = rules
    }

    /// The strongest verdict of another category than the strongest one, when it comes within
    /// `ambiguityMargin` of it: two readings about as strong that disagree (`verdicts` strongest first).
    static func rival(of verdicts: [RuleVerdict]) -> RuleVerdict? {
        guard let best = verdicts.first, let rival = verdicts.first(where: { $0.category != best.category }),
            best.confidence - rival.confidence < ambiguityMargin
        else { return nil }
        return rival
    }

    package func classify(_ context: FailureContext) -> Classification {
        let verdicts = rules.compactMap { $0.verdict(context) }.sorted {
            $0.confidence != $1.confidence ? $0.confidence > $1.confidence : $0.category < $1.category
        }
        if let configuration = verdicts.first(where: { $0.category == .configurationRegression && $0.confidence >= Self.configurationOverride }) {
            return Classification(category: .configurationRegression, confidence: configuration.confidence, verdict: configuration, verdicts: verdicts)
        }
        guard let best = verdicts.first, best.confidence >= Self.minimumConfidence else {
            return Classification(category: .unclassified, confidence: verdicts.first?.confidence ?? 0, verdict: nil, verdicts: verdicts)
        }
        if Self.rival(of: verdicts) != nil {
            return Classification(category: .unclassified, confidence: 0.5, verdict: nil, verdicts: verdicts)
        }
        // An `unclassified` verdict (test infrastructure, a placeholder test) keeps its reason and next step.
        return Classification(category: best.category, confidence: best.confidence, verdict: best, verdicts: verdicts)
    }
}
