import UIKit
import BackgroundTasks
import EvidenceRecorder

enum RefreshScheduler {
    static let identifier = "net.pipitreader.pipit.refresh"
    static let didLaunchNotification = Notification.Name("RefreshScheduler.didLaunch")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    private static let id = try! TaskIdentifier(identifier)

    static func register(job: FeedRefreshJob) {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: identifier, using: nil) { task in
            try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            NotificationCenter.default.post(name: didLaunchNotification, object: nil)
            FeedRefreshAdapter(job: job).handle(task: task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
    }

    static func submitNext(after seconds: TimeInterval) throws {
        let request = BGAppRefreshTaskRequest(identifier: identifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: seconds)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Refresh] submit failed: %@ backgroundRefreshStatus=%ld lowPower=%d",
                  String(describing: error), UIApplication.shared.backgroundRefreshStatus.rawValue,
                  ProcessInfo.processInfo.isLowPowerModeEnabled ? 1 : 0)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
            throw error
        }
    }
}
