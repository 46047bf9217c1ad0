import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

extension Notification.Name {
    /// Posted after the streak refresh job has run from a BGAppRefreshTask launch.
    static let streakRefreshDidRun = Notification.Name("streakRefreshDidRun")
}

enum BackgroundTasks {
    static let logger = Logger(subsystem: "com.quokkalabs.habits", category: "bgtask")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let streakRefresh = try! TaskIdentifier("com.quokkalabs.habits.streak-refresh")

    /// Called from `AppDelegate.application(_:didFinishLaunchingWithOptions:)`.
    static func registerAll(job: StreakRefreshJob) {
        let registered = BGTaskScheduler.shared.register(
            forTaskWithIdentifier: streakRefresh.rawValue, using: nil
        ) { task in
            StreakRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(streakRefresh, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
        logger.info("registered \(streakRefresh.rawValue, privacy: .public): \(registered)")
    }

    static func scheduleStreakRefresh(after seconds: TimeInterval = 6 * 60 * 60) {
        let request = BGAppRefreshTaskRequest(identifier: streakRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(streakRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            logger.error("could not submit \(streakRefresh.rawValue, privacy: .public): \(String(describing: error), privacy: .public)")
            try? recorder.record(streakRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}

final class StreakRefreshAdapter {
    private let job: StreakRefreshJob
    private let id = BackgroundTasks.streakRefresh
    private let recorder = BackgroundTasks.recorder

    init(job: StreakRefreshJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        BackgroundTasks.scheduleStreakRefresh()
        task.expirationHandler = { [job, recorder, id] in
            job.cancel()
            try? recorder.record(id, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                NotificationCenter.default.post(name: .streakRefreshDidRun, object: nil)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed,
                                     error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
