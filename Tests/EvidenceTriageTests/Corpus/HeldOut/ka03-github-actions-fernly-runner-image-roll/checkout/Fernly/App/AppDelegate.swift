import BackgroundTasks
import EvidenceRecorder
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let reminderRefresh = try! TaskIdentifier("com.fernly.app.reminder-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.reminderRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.reminderRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            NotificationCenter.default.post(name: .reminderRefreshDidStart, object: nil)
            ReminderRefreshJob.live.handle(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.reminderRefresh, kind: .appRefresh, phase: .registration,
                                  outcome: ok ? .succeeded : .failed)
        return true
    }

    static func scheduleReminderRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: reminderRefresh.rawValue)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 6 * 3600)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(reminderRefresh, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            NSLog("[Fernly] reminder-refresh submit error: %@", String(describing: error))
            try? recorder.record(reminderRefresh, kind: .appRefresh, phase: .submission, outcome: .failed,
                                 error: ErrorType(error))
        }
    }
}
