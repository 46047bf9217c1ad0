import BackgroundTasks
import os

final class BackgroundJobs {
    static let shared = BackgroundJobs()
    static let syncID = "com.hedgerow.journal.sync"
    static let digestID = "com.hedgerow.journal.nightly-digest"
    private let log = Logger(subsystem: "com.hedgerow.journal", category: "Background")
    private let recorder = DiagnosticRecorder.shared
    var onDigestRun: (() -> Void)?

    func registerAll() {
        let a = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.syncID, using: nil) { task in
            SyncJob().run(task as! BGAppRefreshTask)
        }
        recorder.record(Self.syncID, kind: .appRefresh, phase: .registration, ok: a)
        let b = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.digestID, using: nil) { task in
            self.recorder.record(Self.digestID, kind: .processing, phase: .launch, ok: true)
            DigestBuilder().build { ok in
                self.onDigestRun?()
                task.setTaskCompleted(success: ok)
            }
        }
        recorder.record(Self.digestID, kind: .processing, phase: .registration, ok: b)
    }

    func submitNightlyDigest() {
        let request = BGProcessingTaskRequest(identifier: Self.digestID)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(Self.digestID, kind: .processing, phase: .submission, ok: true)
        } catch {
            log.error("nightly digest submit failed: \(error as NSError)")
            recorder.record(Self.digestID, kind: .processing, phase: .submission, error: error)
        }
    }
}
