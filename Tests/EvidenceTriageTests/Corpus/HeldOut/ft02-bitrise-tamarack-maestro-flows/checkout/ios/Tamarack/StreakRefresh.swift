import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

/// Native side of the streak refresh: React Native asks for it through StreakRefreshModule,
/// but registration happens here, from AppDelegate, before launch finishes.
@objc final class StreakRefresh: NSObject {
    static let identifier = try! TaskIdentifier("app.tamarack.streaks.refresh")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "app.tamarack.streaks", category: "background")

    @objc static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        log.info("registered \(identifier.rawValue, privacy: .public): \(ok)")
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    @objc static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(identifier.rawValue, privacy: .public)")
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule streak refresh: \(String(describing: error), privacy: .public)")
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        let job = StreakRefreshJob()
        task.expirationHandler = { job.cancel() }
        Task {
            do {
                try await job.run()          // recomputes streaks, posts "Synced in background" to JS
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
