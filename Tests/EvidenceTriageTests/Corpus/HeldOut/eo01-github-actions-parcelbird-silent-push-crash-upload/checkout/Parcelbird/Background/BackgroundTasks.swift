import BackgroundTasks
import EvidenceRecorder
import Foundation

/// Thin BGTaskScheduler adapter. The tracking refresh re-polls carriers for shipments
/// that have not received a push in the last few hours.
enum BackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let trackingRefresh = try! TaskIdentifier("com.parcelbird.app.tracking-refresh")

    /// Called from `application(_:didFinishLaunchingWithOptions:)` before it returns.
    static func registerAll(job: TrackingRefreshJob) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: trackingRefresh.rawValue, using: nil) { task in
            TrackingRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(trackingRefresh, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleTrackingRefresh(after interval: TimeInterval = 4 * 60 * 60) throws {
        let request = BGAppRefreshTaskRequest(identifier: trackingRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(trackingRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(trackingRefresh, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}

final class TrackingRefreshAdapter {
    private let job: TrackingRefreshJob
    private let recorder = BackgroundTasks.recorder
    private let id = BackgroundTasks.trackingRefresh

    init(job: TrackingRefreshJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        try? BackgroundTasks.scheduleTrackingRefresh()
        task.expirationHandler = { [job, recorder, id] in
            job.cancel()
            try? recorder.record(id, kind: .appRefresh, phase: .expiration, outcome: .cancelled)
        }
        Task {
            do {
                try await job.run()
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
                task.setTaskCompleted(success: true)
            } catch {
                try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .failed, error: ErrorType(error))
                task.setTaskCompleted(success: false)
            }
        }
    }
}
