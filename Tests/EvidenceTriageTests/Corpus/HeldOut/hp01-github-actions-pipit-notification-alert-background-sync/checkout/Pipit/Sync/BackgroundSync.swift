import BackgroundTasks
import EvidenceRecorder
import os

enum BackgroundSync {
    static let log = Logger(subsystem: "com.pipitapps.pipit", category: "BackgroundSync")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let sightingsSync = try! TaskIdentifier("com.pipitapps.pipit.sightings-sync")  // BGTaskSchedulerPermittedIdentifiers

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(store: SightingStore) {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: sightingsSync.rawValue, using: nil) { task in
            SightingsSyncAdapter(job: SightingUploadJob(store: store)).handle(task: task as! BGAppRefreshTask)
        }
        log.info("register \(sightingsSync.rawValue, privacy: .public) -> \(registered)")
        try? recorder.record(sightingsSync, kind: .appRefresh, phase: .registration,
                             outcome: registered ? .succeeded : .failed,
                             error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: sightingsSync.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            log.info("submitted \(sightingsSync.rawValue, privacy: .public) earliestBeginDate=\(request.earliestBeginDate!, privacy: .public)")
            try? recorder.record(sightingsSync, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("submit failed: \(error as NSError, privacy: .public)")
            try? recorder.record(sightingsSync, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}

final class SightingsSyncAdapter {
    private let job: SightingUploadJob
    private let recorder = BackgroundSync.recorder
    private let id = BackgroundSync.sightingsSync

    init(job: SightingUploadJob) { self.job = job }

    func handle(task: BGAppRefreshTask) {
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        BackgroundSync.log.info("launch \(self.id.rawValue, privacy: .public)")
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
            BackgroundSync.scheduleRefresh()
        }
    }
}
