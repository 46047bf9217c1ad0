/// The scheduler's decision on an activity, in either of the forms dasd logs it:
///
///     'bgProcessing-<task>:B146A8' CurrentScore: 0.839581, ThresholdScore: 0.909811 DecisionToRun:0
///     bgProcessing-<task>:B5B340:[ {name: DeviceActivityPolicy, …} ], FinalDecision: Must Not Proceed}
///
/// (the second one entry over several lines, joined by the reader). A policy dump ending `FinalDecision:
/// Can Proceed FinalScore: 0.839581}` is no decision: dasd then weighs that score against its threshold
/// (`DecisionToRun:0` after it, in the same capture).
struct SchedulingDecisionLine {
    let reading: SchedulerEvent.Reading

    /// What marks the line: a score's decision (to run, not to run), a policy's veto. The catalog's
    /// `scheduler-decided-to-run` and `scheduler-declined` say the same. A policy's `Can Proceed`
    /// is no decision: its score goes on to `DecisionToRun`, which may still say 0.
    static let toRun = ["DecisionToRun:1"], scoredBelow = ["DecisionToRun:0"], vetoed = ["FinalDecision: Must Not Proceed"]
    static let declined = scoredBelow + vetoed

    init?(_ text: Substring) {
        guard let activity = ActivityName.first(in: text) else { return nil }
        if let decision = (Self.toRun + Self.scoredBelow).first(where: text.contains) {
            let current = Self.number(after: "CurrentScore:", in: text), threshold = Self.number(after: "ThresholdScore:", in: text)
            let score = current.map { "\($0)" + (threshold.map { " (threshold \($0))" } ?? "") }
            reading = .init(Self.toRun.contains(decision) ? .decidedToRun : .declined, activity: activity, score: score)
        } else if Self.vetoed.contains(where: text.contains) {
            let score = Self.number(after: "FinalScore:", in: text).map { "FinalScore \($0)" }
            reading = .init(.declined, activity: activity, score: score)
        } else {
            return nil
        }
    }

    /// The number after `label` (`0.839581`).
    static func number(after label: String, in text: Substring) -> Substring? {
        guard let range = text.range(of: label) else { return nil }
        let number = text[range.upperBound...].drop { $0 == " " }.prefix { $0.isNumber || $0 == "." }
        return number.isEmpty ? nil : number
    }
}
