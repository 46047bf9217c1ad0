import UIKit
import BackgroundTasks
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshTaskID = "com.fernlog.app.refresh"
    private let log = Logger(subsystem: "com.fernlog.app", category: "refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshTaskID, using: nil) { task in
            self.handleRefresh(task as! BGAppRefreshTask)
        }
        DiagnosticRecorder.shared.record(id: Self.refreshTaskID, kind: .appRefresh, phase: .registration,
                                         outcome: registered ? .succeeded : .failed)
        return true
    }

    func scheduleRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshTaskID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            DiagnosticRecorder.shared.record(id: Self.refreshTaskID, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule app refresh: \(String(describing: error), privacy: .public)")
            print("Could not schedule app refresh: \(error)")
            DiagnosticRecorder.shared.record(id: Self.refreshTaskID, kind: .appRefresh, phase: .submission,
                                             outcome: .failed, error: error)
        }
    }

    private func handleRefresh(_ task: BGAppRefreshTask) {
        DiagnosticRecorder.shared.record(id: Self.refreshTaskID, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        scheduleRefresh()
        let sync = Task { await JournalSync.shared.pull() }
        task.expirationHandler = { sync.cancel() }
        Task {
            let ok = await sync.value
            CFNotificationCenterPostNotification(CFNotificationCenterGetDarwinNotifyCenter(),
                                                 CFNotificationName("com.fernlog.app.refresh.completed" as CFString),
                                                 nil, nil, true)
            task.setTaskCompleted(success: ok)
        }
    }
}
