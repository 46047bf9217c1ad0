import EvidenceReaders

/// The one place where triage decides which reading of a failure wins: the rows follow the
/// background-task pipeline, so the earliest stage the evidence shows broken explains what came
/// after it (a task the plist does not permit cannot be launched, so the wait that timed out after
/// it says nothing of the scheduler). Rules only read the evidence and say which row their reading
/// belongs to; no rule vetoes another and no list order breaks a tie.
package enum DecisionRow: Int, CaseIterable, Sendable, Comparable {
    /// The run, not the code: the simulator, the runner, the destination; or a test that is a
    /// placeholder. Nothing the test asserted was tried.
    case runNotCode
    /// Registration or the built plist broken, or a submission refused as not permitted.
    case configuration
    /// The scheduler refused a submission for a reason of its own (unavailable here, too many pending).
    case schedulerRefused
    /// Submitted, and not launched (or not when asserted) while the test waited for the OS.
    case notLaunched
    /// Launched, then the job failed, crashed, never completed or mishandled expiration.
    case jobFailed
    /// Every stage fine, faked or not involved, and an assertion on the code's output failed.
    case outputAssertion

    /// The row a verdict's reading belongs to, from its category and the stage it names.
    package init(_ verdict: RuleVerdict) {
        switch verdict.category {
        case .unclassified: self = .runNotCode
        case .configurationRegression: self = .configuration
        case .schedulingExpectationMismatch: self = verdict.stage == .submission ? .schedulerRefused : .notLaunched
        case .businessLogicError: self = verdict.stage == nil ? .outputAssertion : .jobFailed
        }
    }

    /// The confidence, in percent, a reading needs to decide in this row (`EvidenceWeight`'s scale):
    /// below it, a reading is only a hint. A configuration regression needs a record, the built plist
    /// or the system's own words, or an inference two speakers agree on; the run, the scheduler's
    /// refusal or its not launching also stands on the test's own words; the job's failure on less.
    package var minimum: Int {
        switch self {
        case .configuration: 80
        case .runNotCode, .schedulerRefused, .notLaunched: 75
        case .jobFailed, .outputAssertion: 60
        }
    }

    package var category: TriageCategory {
        switch self {
        case .runNotCode: .unclassified
        case .configuration: .configurationRegression
        case .schedulerRefused, .notLaunched: .schedulingExpectationMismatch
        case .jobFailed, .outputAssertion: .businessLogicError
        }
    }

    /// Its name in `evidence rules`.
    package var name: String {
        switch self {
        case .runNotCode: "run-not-code"
        case .configuration: "configuration"
        case .schedulerRefused: "scheduler-refused"
        case .notLaunched: "not-launched"
        case .jobFailed: "job-failed"
        case .outputAssertion: "output-assertion"
        }
    }

    /// One line, as `evidence rules` prints the table.
    package var summary: String {
        switch self {
        case .runNotCode: "test infrastructure or a placeholder test → unclassified (the run, not the code)"
        case .configuration: "registration or the built plist broken, or a submission refused as not permitted → configuration regression"
        case .schedulerRefused: "a submission refused by the scheduler (unavailable here, too many pending) → scheduling-expectation mismatch"
        case .notLaunched: "submitted and not launched, or not when asserted, while the test waited for the OS → scheduling-expectation mismatch"
        case .jobFailed: "launched, then the job failed, crashed, never completed or mishandled expiration → business-logic error"
        case .outputAssertion: "every stage fine, faked or not involved, and an assertion on the output failed → business-logic error"
        }
    }

    package static func < (left: DecisionRow, right: DecisionRow) -> Bool { left.rawValue < right.rawValue }
}

/// Reads the table: the first row holding a reading strong enough decides. A broken registration or
/// plist, or a run that never tried the test, explains whatever came after it, so those rows decide
/// outright; any other decision stands only if no reading of another category is about as strong
/// (within `contradictionMargin`) or stronger — two readings that disagree leave the failure
/// unclassified, because a wrong confident label is worse than none; a reading clearly stronger than
/// the decision (by the margin, at its own row's minimum) decides instead, unless another disagrees with it. An output assertion's reading
/// (the last row) never contradicts an earlier row: a stage broken before the job ran explains it.
package enum DecisionTable {
    /// In percent.
    package static let contradictionMargin = 10

    /// The deciding verdict and the one that contradicts it, if any (`verdicts` in any order).
    package static func decide(_ verdicts: [RuleVerdict]) -> (decision: RuleVerdict?, rival: RuleVerdict?) {
        let ordered = verdicts.sorted { DecisionRow($0) != DecisionRow($1) ? DecisionRow($0) < DecisionRow($1) : $0.percent > $1.percent }
        guard let decision = ordered.first(where: { $0.percent >= DecisionRow($0).minimum }) else { return (nil, nil) }
        if DecisionRow(decision) <= .configuration { return (decision, nil) }
        // A failed output assertion is what any broken earlier stage also produces: it contradicts
        // nothing but another output reading (the job never ran, so its output was never right).
        let rivals = ordered.filter { disagrees($0, with: decision) && $0.percent >= decision.percent - contradictionMargin }
        // A later row's reading that is clearly stronger (the system's own words against an inference
        // from the test) decides, unless a reading of another category stands about as high as it.
        if let stronger = rivals.max(by: { $0.percent < $1.percent }), stronger.percent >= decision.percent + contradictionMargin,
           stronger.percent >= DecisionRow(stronger).minimum,
           !ordered.contains(where: { disagrees($0, with: stronger) && $0.percent > stronger.percent - contradictionMargin }) {
            return (stronger, nil)
        }
        return (decision, rivals.first)
    }

    /// Whether `reading` disagrees with `decision`: another category, and not the run's (which
    /// decides outright or not at all), nor an output reading against an earlier row's.
    private static func disagrees(_ reading: RuleVerdict, with decision: RuleVerdict) -> Bool {
        reading.category != decision.category && DecisionRow(reading) != .runNotCode
            && (DecisionRow(reading) != .outputAssertion || DecisionRow(decision) == .outputAssertion)
    }
}
