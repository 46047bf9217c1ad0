import EvidenceCore
import EvidenceReaders

/// What the evidence says of one task's pipeline, stage by stage (issue 23): each stage ok, failed,
/// absent or unknown, with what shows it — the records the app wrote, the built plist, and the
/// signals of the failure's own messages and lines. Built for each task a failure exercises; the
/// report shows it, so the on-call engineer sees where the pipeline broke, not only a label.
package struct TaskTimeline: Sendable, Equatable {
    package enum State: String, Sendable {
        case ok, failed, absent, unknown
    }

    /// One stage: its state, what shows it, and a word on it (an error, "none while the test waited").
    package struct Step: Sendable, Equatable {
        package var state: State
        package var evidence: EvidencePointer?
        package var detail: String?

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
        let known = steps.filter { $0.step.state != .unknown }.map { name, step -> String in
            let detail = step.detail.map { ": \($0)" } ?? ""
            switch step.state {
            case .ok: return name + detail
            case .failed: return "**not \(name)**\(detail)"
            case .absent: return "**not \(name)**\(detail.isEmpty ? "" : detail)"
            case .unknown: return name
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
        if let failed = context.records(identifier, .registration, .failed).first { return Step(state: .failed, evidence: failed.evidence, detail: failed.errorType) }
        for id in [SignalID.registrationRejected, .noLaunchHandler, .registrationRefused] where context.identifiers(saying: id).contains(identifier) {
            return Step(state: .failed, evidence: context.text(saying: id)?.evidence, detail: SignalCatalog.signal(id).summary)
        }
        if let succeeded = context.records(identifier, .registration, .succeeded).first { return Step(state: .ok, evidence: succeeded.evidence) }
        // The app recorded registering others and never this one.
        if context.registrations.contains(where: { $0.phase == .registration }), let any = context.records(identifier).first {
            return Step(state: .absent, evidence: any.evidence, detail: "the app registered other tasks, not this one")
        }
        return .unknown
    }

    private static func submission(_ identifier: String, _ context: FailureContext) -> Step {
        if let failed = context.records(identifier, .submission, .failed).first { return Step(state: .failed, evidence: failed.evidence, detail: failed.errorType) }
        if let succeeded = context.records(identifier, .submission, .succeeded).first { return Step(state: .ok, evidence: succeeded.evidence) }
        if context.identifiers(saying: .noTaskRequest).contains(identifier) {
            return Step(state: .absent, evidence: context.text(saying: .noTaskRequest)?.evidence, detail: "the OS holds no request")
        }
        if context.identifiers(saying: .appSubmitted).contains(identifier) { return Step(state: .ok, evidence: context.text(saying: .appSubmitted)?.evidence) }
        return .unknown
    }

    private static func launch(_ identifier: String, _ context: FailureContext, submitted: Bool) -> Step {
        if let line = context.simulatedLaunchLine(of: identifier) { return Step(state: .ok, evidence: line, detail: "during the test") }
        if let placed = context.placedLaunch(identifier, within: context.expectation.wait?.seconds) {
            return Step(state: .ok, evidence: placed.evidence, detail: "while the test waited")
        }
        if let launched = context.records(identifier, .launch, .succeeded).first { return Step(state: .ok, evidence: launched.evidence) }
        if let declined = context.text(saying: .schedulerDeclined, of: identifier) {
            return Step(state: .absent, evidence: declined.evidence, detail: "the scheduler declined to run it")
        }
        if submitted, let wait = context.expectation.wait { return Step(state: .absent, evidence: wait.evidence, detail: "none while the test waited") }
        return .unknown
    }

    private static func expiration(_ identifier: String, _ context: FailureContext) -> Step {
        if let expired = context.records(identifier, .expiration).first { return Step(state: .ok, evidence: expired.evidence) }
        if context.identifiers(saying: .simulatedExpiration).contains(identifier) { return Step(state: .ok, evidence: context.text(saying: .simulatedExpiration)?.evidence) }
        return .unknown
    }

    private static func recorded(_ identifier: String, _ phase: RegistrationRecord.Phase, _ context: FailureContext) -> Step {
        if let failed = context.records(identifier, phase, .failed).first { return Step(state: .failed, evidence: failed.evidence, detail: failed.errorType) }
        if let succeeded = context.records(identifier, phase, .succeeded).first { return Step(state: .ok, evidence: succeeded.evidence) }
        return .unknown
    }
}
