/// The label of one failure, with every rule that spoke for it.
package struct Classification: Sendable, Equatable {
    package var category: TriageCategory
    package var confidence: Double
    /// The deciding verdict (nil when unclassified without any).
    package var verdict: RuleVerdict?
    /// Every verdict, strongest first.
    package var verdicts: [RuleVerdict]
}

/// Asks every rule for its reading of a failure and lets the `DecisionTable` decide: the rules read
/// the evidence, the table alone says which reading wins (pipeline order) and when two readings
/// that disagree leave the failure unclassified.
package struct Classifier: Sendable {
    package var rules: [any ClassificationRule]

    package init(rules: [any ClassificationRule] = ClassificationRules.builtIn) {
        self.rules = rules
    }

    package func classify(_ context: FailureContext) -> Classification {
        let verdicts = rules.compactMap { $0.verdict(context) }.sorted {
            $0.confidence != $1.confidence ? $0.confidence > $1.confidence : $0.category < $1.category
        }
        let (decided, rival) = DecisionTable.decide(verdicts)
        guard let decided else {
            return Classification(category: .unclassified, confidence: verdicts.first?.confidence ?? 0, verdict: nil, verdicts: verdicts)
        }
        if rival != nil { return Classification(category: .unclassified, confidence: 0.5, verdict: nil, verdicts: verdicts) }
        // An `unclassified` verdict (test infrastructure, a placeholder test) keeps its reason and next step.
        return Classification(category: decided.category, confidence: decided.confidence, verdict: decided, verdicts: verdicts)
    }
}
