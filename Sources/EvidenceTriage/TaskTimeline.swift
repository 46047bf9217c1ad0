import EvidenceCore
import EvidenceReaders
import Foundation

/// What the evidence says of one task's pipeline, stage by stage (issue 23): each stage ok, failed,
/// absent or unknown, with what shows it — the records the app wrote, the built plist, and the
/// signals of the failure's own messages and lines. Built for each task a failure exercises; the
/// report shows it, so the on-call engineer sees where the pipeline broke, not only a label.
package struct TaskTimeline: Sendable, Equatable {
    package enum State: String, Sendable {
        case ok, failed, absent, unknown
    }

    /// One stage: its state, what shows it, a word on it (an error, "none while the test waited"),
    /// and when it happened, where the evidence says (a record's timestamp, a line's leading time).
    package struct Step: Sendable, Equatable {
        package var state: State
        package var evidence: EvidencePointer?
        package var detail: String?
        package var time: StageTime?

        init(state: State, evidence: EvidencePointer? = nil, detail: String? = nil) {
            self.state = state
            self.evidence = evidence
            self.detail = detail
            time = evidence?.excerpt.flatMap(StageTime.init)
        }

        /// A stage a record shows: its time is the record's.
        init(state: State, record: RegistrationRecord, detail: String? = nil) {
            self.init(state: state, evidence: record.evidence, detail: detail)
            time = StageTime(record.timestamp)
        }

        static let unknown = Step(state: .unknown)
    }

    package let identifier: String
    /// The built plist permits the task (and has the background mode its kind needs).
    package var permission = Step.unknown
    package var registration = Step.unknown
    package var submission = Step.unknown
    package var launch = Step.unknown
    package var execution = Step.unknown
    package var expiration = Step.unknown
    package var completion = Step.unknown

    /// The stages in pipeline order, with their names as the report says them.
    package var steps: [(name: String, step: Step)] {
        [("permitted", permission), ("registered", registration), ("submitted", submission), ("launched", launch),
         ("ran", execution), ("expired", expiration), ("completed", completion)]
    }

    /// The first stage that broke (failed, or absent where the pipeline needed it), in pipeline order.
    package var firstBroken: (name: String, step: Step)? {
        steps.first { $0.step.state == .failed || $0.step.state == .absent }
    }

    /// Whether the evidence says anything of this task.
    package var isKnown: Bool { steps.contains { $0.step.state != .unknown } }

    /// `` `com.example.app.refresh`: permitted · registered · submitted · launched: none while the test waited``:
    /// each known stage, what broke marked.
    package var summary: String {
        let submitted = submission.state == .ok ? submission.time : nil
        let known = steps.filter { $0.step.state != .unknown }.map { name, step -> String in
            var at = step.time.map { " at \($0.clock)" } ?? ""
            // How long the OS took, where both times are known: the number a scheduling question turns on.
            if name == "launched", step.state == .ok, let elapsed = step.time?.seconds(since: submitted) { at += ", \(StageTime.duration(elapsed)) after submission" }
            let detail = step.detail.map { ": \($0)" } ?? ""
            switch step.state {
            case .ok, .unknown: return name + at + detail
            case .failed, .absent: return "**not \(name)**\(at)\(detail)"
            }
        }
        return "`\(identifier)`: " + known.joined(separator: " · ")
    }

    /// The timeline of `identifier` as `context` shows it.
    init(_ identifier: String, in context: FailureContext) {
        self.identifier = identifier
        permission = Self.permission(identifier, context)
        registration = Self.registration(identifier, context)
        submission = Self.submission(identifier, context)
        launch = Self.launch(identifier, context, submitted: submission.state == .ok)
        execution = Self.recorded(identifier, .execution, context)
        expiration = Self.expiration(identifier, context)
        completion = Self.recorded(identifier, .completion, context)
        if completion.state == .unknown { completion = Self.logged(identifier, context) }
    }

    /// The task's end as the OS logged it: the job's `success:` where the framework wrote it, else
    /// the activity's end.
    private static func logged(_ identifier: String, _ context: FailureContext) -> Step {
        let completed = context.events(of: identifier, .completed)
        if let failed = completed.last(where: { $0.success == false }) { return Step(state: .failed, evidence: failed.evidence, detail: "the job reported success: 0") }
        if let ended = completed.last(where: { $0.success == true }) ?? completed.last { return Step(state: .ok, evidence: ended.evidence) }
        return .unknown
    }

    private static func permission(_ identifier: String, _ context: FailureContext) -> Step {
        guard let plist = context.builtPlists.first else { return .unknown }
        let pointer = EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.permittedIdentifiersKey))
        guard context.builtPlists.contains(where: { $0.permits(identifier) }) else {
            return Step(state: .failed, evidence: pointer, detail: "not in BGTaskSchedulerPermittedIdentifiers")
        }
        if let kind = context.registrations.first(where: { $0.identifier == identifier })?.taskKind,
            !context.builtPlists.contains(where: { $0.modes.contains(kind.requiredBackgroundMode) }) {
            return Step(state: .failed, evidence: EvidencePointer(path: plist.path, excerpt: plist.excerpt(AppInfoPlist.backgroundModesKey)),
                        detail: "UIBackgroundModes lacks `\(kind.requiredBackgroundMode)`")
        }
        return Step(state: .ok, evidence: pointer)
    }

    private static func registration(_ identifier: String, _ context: FailureContext) -> Step {
        if let failed = context.standingRegistrationFailures(identifier).first { return Step(state: .failed, record: failed, detail: failed.errorType) }
        for id in [SignalID.registrationRejected, .noLaunchHandler, .registrationRefused] where context.identifiers(saying: id).contains(identifier) {
            return Step(state: .failed, evidence: context.text(saying: id)?.evidence, detail: SignalCatalog.signal(id).summary)
        }
        if let succeeded = context.records(identifier, .registration, .succeeded).first { return Step(state: .ok, record: succeeded) }
        // The app recorded registering others and never this one.
        if context.registrations.contains(where: { $0.phase == .registration }), let any = context.records(identifier).first {
            return Step(state: .absent, record: any, detail: "the app registered other tasks, not this one")
        }
        return .unknown
    }

    private static func submission(_ identifier: String, _ context: FailureContext) -> Step {
        if let failed = context.records(identifier, .submission, .failed).first { return Step(state: .failed, record: failed, detail: failed.errorType) }
        if let succeeded = context.records(identifier, .submission, .succeeded).first { return Step(state: .ok, record: succeeded) }
        // The scheduler's refusal, where a line names this task (a unified-log export's dasd line, an error naming it).
        for id in [SignalID.notPermitted, .unavailable, .tooManyPending] {
            if let refused = context.text(saying: id, of: identifier) { return Step(state: .failed, evidence: refused.evidence, detail: SignalCatalog.signal(id).summary) }
        }
        if context.identifiers(saying: .noTaskRequest).contains(identifier) {
            return Step(state: .absent, evidence: context.text(saying: .noTaskRequest)?.evidence, detail: "the OS holds no request")
        }
        // The app replaced its request (dasd cancelled it and took the new one in): the new one is the one that counts.
        if let (cancelled, resubmitted) = context.replacedRequest(identifier) {
            let at = StageTime(cancelled.evidence.excerpt ?? "").map { " at \($0.clock)" } ?? ""
            return Step(state: .ok, evidence: resubmitted.evidence, detail: "replaced: the app submitted it again and the scheduler cancelled the pending request\(at)")
        }
        // The scheduler's own acceptance outranks the app's word that it submitted.
        for id in Self.submissionSignals where context.identifiers(saying: id).contains(identifier) {
            return Step(state: .ok, evidence: context.text(saying: id, of: identifier)?.evidence)
        }
        return .unknown
    }

    private static func launch(_ identifier: String, _ context: FailureContext, submitted: Bool) -> Step {
        if let line = context.simulatedLaunchLine(of: identifier) { return Step(state: .ok, evidence: line, detail: "during the test") }
        if let placed = context.placedLaunch(identifier, within: context.expectation.wait?.seconds) {
            return Step(state: .ok, record: placed, detail: "while the test waited")
        }
        if let launched = context.records(identifier, .launch, .succeeded).first { return Step(state: .ok, record: launched) }
        if let launched = context.events(of: identifier, .launched).first { return Step(state: .ok, evidence: launched.evidence, detail: "the OS launched it") }
        if let decided = schedulerDecidedToRun(identifier, context) {
            return Step(state: .ok, evidence: decided.evidence, detail: "the scheduler decided to run it")
        }
        if let declined = context.text(saying: .schedulerDeclined, of: identifier) {
            return Step(state: .absent, evidence: declined.evidence, detail: "the scheduler declined to run it")
        }
        if submitted, let wait = context.expectation.wait {
            let how = wait.seconds.map { " \(StageTime.duration($0))" } ?? ""
            return Step(state: .absent, evidence: wait.evidence, detail: "none while the test waited\(how)")
        }
        return .unknown
    }

    /// The lines that say a task was submitted, the scheduler's own acceptance before the app's word.
    static let submissionSignals: [SignalID] = [.schedulerAccepted, .appSubmitted]

    /// dasd's line deciding to run `identifier`, where it stands: dasd rescores an activity until it
    /// runs it, so its last decision on the task is the one that counts.
    static func schedulerDecidedToRun(_ identifier: String, _ context: FailureContext) -> FailureContext.Text? {
        guard let decided = context.text(saying: .schedulerDecidedToRun, of: identifier, last: true) else { return nil }
        let declined = context.text(saying: .schedulerDeclined, of: identifier, last: true)
        return declined.map { isLater(decided, than: $0) } ?? true ? decided : nil
    }

    /// Whether `text` was written after `other`, by their leading times (unified-log lines carry
    /// them); where either has none, by nothing: taken as later.
    static func isLater(_ text: FailureContext.Text, than other: FailureContext.Text) -> Bool {
        guard let time = StageTime(text.text)?.date, let otherTime = StageTime(other.text)?.date else { return true }
        return time >= otherTime
    }

    private static func expiration(_ identifier: String, _ context: FailureContext) -> Step {
        if let expired = context.records(identifier, .expiration).first { return Step(state: .ok, record: expired) }
        if context.identifiers(saying: .simulatedExpiration).contains(identifier) { return Step(state: .ok, evidence: context.text(saying: .simulatedExpiration)?.evidence) }
        return .unknown
    }

    private static func recorded(_ identifier: String, _ phase: RegistrationRecord.Phase, _ context: FailureContext) -> Step {
        if let failed = context.records(identifier, phase, .failed).first { return Step(state: .failed, record: failed, detail: failed.errorType) }
        if let succeeded = context.records(identifier, phase, .succeeded).first { return Step(state: .ok, record: succeeded) }
        return .unknown
    }
}

/// When a stage happened, as the evidence wrote it: a record's `2026-11-20T09:14:03Z`, a console or
/// unified-log line's leading `2026-06-03 09:14:31.512640+0000`. The clock is shown as written; the
/// date (its zone read when written, else UTC) measures how long the OS took.
package struct StageTime: Sendable, Equatable {
    /// `09:14:31`.
    package var clock: String
    package var date: Date?

    /// The time `text` begins with, if it begins with one.
    init?(_ text: String) {
        guard let time = LogTimestamp(text) else { return nil }
        clock = time.clock
        date = time.date
    }

    /// Seconds from `earlier` to this, when both dates are known and this is not before it.
    func seconds(since earlier: StageTime?) -> Double? {
        guard let date, let start = earlier?.date, date >= start else { return nil }
        return date.timeIntervalSince(start)
    }

    /// `36 s`, `26 min`, `3 h 5 min`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        if whole < 120 { return "\(whole) s" }
        if whole < 7200 { return "\(whole / 60) min" }
        return "\(whole / 3600) h \(whole % 3600 / 60) min"
    }
}
