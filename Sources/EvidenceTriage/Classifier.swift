import Foundation

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
        let verdicts = rules.compactMap { Self.reading($0.verdict(context), context) }.sorted {
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

    /// A verdict as the run reads it. A build's plist, entitlements and test host are the same on
    /// every destination and iteration it runs, and its code is the same on every destination: where
    /// the test passed on another destination of the build, what the system said here that the
    /// configuration or the code would explain is the destination's (its OS version, its device); where
    /// it passed in an earlier iteration on this one, the configuration is not why it failed.
    static func reading(_ verdict: RuleVerdict?, _ context: FailureContext) -> RuleVerdict? {
        guard var verdict, context.passedOnTheSameBuild else { return verdict }
        let row = DecisionRow(verdict)
        let elsewhere = context.passedOnAnotherDestination
        guard row == .configuration || (elsewhere && (row == .jobFailed || row == .outputAssertion)) else { return verdict }
        let said = verdict.reason.trimmingCharacters(in: .init(charactersIn: "."))
        let shown = said.prefix(1).lowercased() + said.dropFirst()
        verdict.category = .unclassified
        verdict.stage = nil
        verdict.task = nil
        if elsewhere {
            verdict.reason = "The test passed on another destination of the same build, whose code, plist, entitlements and test host are these; so what the evidence shows here (\(shown)) comes from this destination — its OS version or device — not from the code or the configuration."
            verdict.nextStep = "Compare the destinations the log names (`-destination`, their OS versions); run `\(context.test.id)` locally on this one's runtime, and pin CI to the runtime that passes or make the code work on both."
        } else {
            verdict.reason = "The test passed in an earlier run of the same build on this destination, whose plist, entitlements and test host are these; so what the evidence shows here (\(shown)) is not the configuration's: the failure comes and goes."
            verdict.nextStep = "Run `\(context.test.id)` repeatedly (`-test-iterations`, `-run-tests-until-failure`) and look for what differs between runs: timing, state left by other tests, the network."
        }
        return verdict
    }
}
