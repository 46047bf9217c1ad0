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

    init?(_ text: Substring) {
        guard let activity = ActivityName.first(in: text) else { return nil }
        if let decision = text.range(of: "DecisionToRun:") {
            guard let digit = text[decision.upperBound...].first, digit == "0" || digit == "1" else { return nil }
            let current = Self.number(after: "CurrentScore:", in: text), threshold = Self.number(after: "ThresholdScore:", in: text)
            let score = current.map { "\($0)" + (threshold.map { " (threshold \($0))" } ?? "") }
            reading = .init(digit == "1" ? .decidedToRun : .declined, activity: activity, score: score)
        } else if let final = text.range(of: "FinalDecision:") {
            let rest = text[final.upperBound...].drop { $0 == " " }
            let score = Self.number(after: "FinalScore:", in: text).map { "FinalScore \($0)" }
            // `Can Proceed` is no decision: its score goes on to `DecisionToRun`, which may still say 0.
            guard rest.hasPrefix("Must Not Proceed") else { return nil }
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
