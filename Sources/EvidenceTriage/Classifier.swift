/// The label of one failure, with every rule that spoke for it.
public struct Classification: Sendable, Equatable {
    public var category: TriageCategory
    public var confidence: Double
    /// The deciding verdict (nil when unclassified without any).
    public var verdict: RuleVerdict?
    /// Every verdict, strongest first.
    public var verdicts: [RuleVerdict]
}

/// Combines rule verdicts into one label. Configuration evidence wins whatever the assertion says
/// (a task the OS refuses cannot pass any test); otherwise the strongest verdict wins, unless it is
/// weak or another category is nearly as strong — then the failure is `unclassified`, because a
/// wrong confident label is worse than none.
public struct Classifier: Sendable {
    public static let minimumConfidence = 0.6
    public static let configurationOverride = 0.8
    /// Two categories closer than this are a tie.
    public static let ambiguityMargin = 0.1

    public var rules: [any ClassificationRule]

    public init(rules: [any ClassificationRule] = ClassificationRules.builtIn) {
        self.rules = rules
    }

    public func classify(_ context: FailureContext) -> Classification {
        let verdicts = rules.compactMap { $0.evaluate(context) }.sorted {
            $0.confidence != $1.confidence ? $0.confidence > $1.confidence : $0.category < $1.category
        }
        if let configuration = verdicts.first(where: { $0.category == .configurationRegression && $0.confidence >= Self.configurationOverride }) {
            return Classification(category: .configurationRegression, confidence: configuration.confidence, verdict: configuration, verdicts: verdicts)
        }
        guard let best = verdicts.first, best.confidence >= Self.minimumConfidence else {
            return Classification(category: .unclassified, confidence: verdicts.first?.confidence ?? 0, verdict: nil, verdicts: verdicts)
        }
        if let rival = verdicts.first(where: { $0.category != best.category }), best.confidence - rival.confidence < Self.ambiguityMargin {
            return Classification(category: .unclassified, confidence: 0.5, verdict: nil, verdicts: verdicts)
        }
        // An `unclassified` verdict (test infrastructure, a placeholder test) keeps its reason and next step.
        return Classification(category: best.category, confidence: best.confidence, verdict: best, verdicts: verdicts)
    }
}
