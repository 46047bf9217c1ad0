import BackgroundTasks
import EvidenceRecorder
import UIKit

extension Notification.Name {
    static let sightingSyncDidRun = Notification.Name("SightingSyncDidRun")
}

enum LarkspurBackgroundTasks {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let sightingSync = try! TaskIdentifier("com.larkspur.app.sighting-sync")

    /// Called from application(_:didFinishLaunchingWithOptions:).
    static func registerAll(job: SightingSyncJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: sightingSync.rawValue, using: nil) { task in
            SightingSyncAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(sightingSync, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))

        NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { _ in scheduleSightingSync() }
    }

    static func scheduleSightingSync(after interval: TimeInterval = 60) {
        let request = BGAppRefreshTaskRequest(identifier: sightingSync.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: interval)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(sightingSync, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(sightingSync, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
