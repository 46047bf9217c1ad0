import BackgroundTasks
import EvidenceRecorder
import Foundation
import os

enum FeedRefresh {
    static let identifier = try! TaskIdentifier("com.kestrelnotes.app.refresh")   // in BGTaskSchedulerPermittedIdentifiers
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let log = Logger(subsystem: "com.kestrelnotes.app", category: "refresh")

    static func register() {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier.rawValue, using: nil) { task in
            handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(identifier, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func schedule() {
        let request = BGAppRefreshTaskRequest(identifier: identifier.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule app refresh: \(String(describing: error), privacy: .public)")
            try? recorder.record(identifier, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    private static func handle(_ task: BGAppRefreshTask) {
        try? recorder.record(identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule()
        let job = FeedRefreshJob.live
        task.expirationHandler = {
            job.cancel()
            try? recorder.record(identifier, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(identifier, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
