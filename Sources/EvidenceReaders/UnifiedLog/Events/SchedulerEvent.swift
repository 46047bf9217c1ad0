import EvidenceCore

/// One step of a background task's life as the OS logged it — the scheduler (`dasd`) or the
/// BackgroundTasks framework in the app's process — read from one unified-log line (any of the
/// reader's forms: `<time> <process>[<pid>]: <message>`, a Console copy, a console log's line). Each
/// line pattern is one small type with a failable initialiser (`TaskRequestSubmittedLine`,
/// `ActivitySubmittedLine`, `ActivityCanceledLine`, `SchedulingDecisionLine`, `TaskLaunchLine`,
/// `HandlerQueueLine`, `TaskCompletionLine`, `TaskExpirationLine`); the forms are the ones public captures show
/// (`Tests/EvidenceTriageTests/Corpus/UnifiedLog/README.md`). The time is the line's own (its evidence's
/// excerpt begins with it).
package struct SchedulerEvent: Sendable, Equatable {
    package enum Kind: String, Sendable {
        /// The app's process asked for it (`submitTaskRequest: <BGAppRefreshTaskRequest: …>`).
        case submitted
        /// The scheduler took the request in (`Submitted Activity: bgRefresh-<task>:<hex> at priority 10`).
        case accepted
        /// The scheduler dropped a pending request (`CANCELED: bgRefresh-<task>:<hex>`): the app
        /// cancelled it, or replaced it by submitting the same identifier again.
        case cancelled
        /// The scheduler scored the activity and decided not to run it yet (`DecisionToRun:0`,
        /// `FinalDecision: Must Not Proceed`).
        case declined
        /// … and decided to run it (`DecisionToRun:1`).
        case decidedToRun
        /// The OS launched the app for the task and called its handler (`Handling launch from daemon
        /// for activities: {( bgRefresh-<task>:<hex> )}`, `Running task: <BGAppRefreshTask: <task>>`, a
        /// thread on its queue `com.apple.BGTaskScheduler (<task>)`).
        case launched
        /// The OS expired the running task.
        case expired
        /// The job reported its end (`Marking task <…> complete with success: 1`), or the scheduler
        /// saw the activity end (`COMPLETED bgProcessing-<task>:<hex>`).
        case completed
    }

    package var kind: Kind
    /// The task's identifier, where the line names it (`Marking task (null) …` names none).
    package var task: String?
    /// dasd's name of the request: `bgRefresh-<task>:<hex>`, a new suffix for each submission.
    package var activity: String?
    /// A completion's `success:` (nil when the line does not say).
    package var success: Bool?
    /// A decision's score as written (`0.839581 < threshold 0.909811`, `FinalScore: 0.91`).
    package var score: String?
    package var evidence: EvidencePointer

    /// What a line pattern reads; the evidence is the caller's.
    struct Reading {
        var kind: Kind
        var task: String?
        var activity: ActivityName?
        var success: Bool? = nil
        var score: String? = nil

        init(_ kind: Kind, task: String? = nil, activity: ActivityName? = nil, success: Bool? = nil, score: String? = nil) {
            (self.kind, self.task, self.activity, self.success, self.score) = (kind, task ?? activity?.task, activity, success, score)
        }
    }

    /// The event the line `evidence` holds, or nil when it holds none of the patterns.
    package init?(_ evidence: EvidencePointer) {
        guard let text = evidence.excerpt, let reading = Self.read(Substring(text)) else { return nil }
        kind = reading.kind
        task = reading.task
        activity = reading.activity?.name
        success = reading.success
        score = reading.score
        self.evidence = evidence
    }

    /// Every line pattern, in the order they are tried (the first that reads the line wins).
    static let patterns: [@Sendable (Substring) -> Reading?] = [
        { ActivityCanceledLine($0)?.reading }, { ActivitySubmittedLine($0)?.reading }, { TaskRequestSubmittedLine($0)?.reading },
        { SchedulingDecisionLine($0)?.reading }, { TaskLaunchLine($0)?.reading }, { HandlerQueueLine($0)?.reading }, { TaskCompletionLine($0)?.reading },
        { TaskExpirationLine($0)?.reading },
    ]

    static func read(_ text: Substring) -> Reading? {
        for pattern in patterns {
            if let reading = pattern(text) { return reading }
        }
        return nil
    }

    /// Every event `lines` hold, in their order.
    package static func events(in lines: [EvidencePointer]) -> [SchedulerEvent] {
        lines.compactMap(SchedulerEvent.init)
    }
}
