import BackgroundTasks
import Foundation
import OSLog

/// Overnight logo matching for the contacts the user has not reviewed yet.
@MainActor
enum MatchBackgroundTask {
    static let identifier = "com.facemark.match"
    private static let log = Logger(subsystem: "com.facemark", category: "match")
    private static weak var session: ReviewSession?

    static func bind(_ session: ReviewSession) { self.session = session }

    /// Registered from `FacemarkApp.init()`, before launch finishes.
    static func register(scheduler: TaskRegistering = BGTaskScheduler.shared) {
        let ok = scheduler.register(forTaskWithIdentifier: identifier, using: nil,
                                    launchHandler: makeLaunchHandler())
        TaskRecorder.shared.record(.registration, id: identifier, kind: .processing,
                                   outcome: ok ? .succeeded : .failed)
        if ok { log.info("registered \(identifier, privacy: .public)") }
    }

    /// Formed inside this @MainActor enum, so the closure inherits main-actor
    /// isolation; iOS calls it on its own scheduler queue.
    static func makeLaunchHandler() -> (BGTaskHandle) -> Void {
        { task in
            TaskRecorder.shared.record(.launch, id: identifier, kind: .processing, outcome: .succeeded)
            guard let session else {
                log.error("match launched with no bound session")
                return
            }
            run(task, session: session)
        }
    }

    static func run(_ task: BGTaskHandle, session: ReviewSession) {
        let work = Task { @MainActor in
            let matched = await session.matchPending(limit: 200)
            log.info("matched \(matched)")
            task.setTaskCompleted(success: true)
        }
        task.expirationHandler = {
            work.cancel()
            task.setTaskCompleted(success: false)
        }
    }

    static func scheduleTonight(scheduler: TaskSubmitting = BGTaskScheduler.shared) {
        let request = BGProcessingTaskRequest(identifier: identifier)
        request.requiresExternalPower = true
        request.earliestBeginDate = Calendar.current.nextDate(after: .now, matching: DateComponents(hour: 2),
                                                             matchingPolicy: .nextTime)
        do {
            try scheduler.submit(request)
            TaskRecorder.shared.record(.submission, id: identifier, kind: .processing, outcome: .succeeded)
        } catch {
            TaskRecorder.shared.record(.submission, id: identifier, kind: .processing, outcome: .failed, error: error)
            log.error("Could not schedule match task: \(error as NSError, privacy: .public)")
        }
    }
}
