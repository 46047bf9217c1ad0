import UIKit
import BackgroundTasks
import EvidenceRecorder
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let refreshID = "com.sandpiperhq.mail.refresh"
    private let log = Logger(subsystem: "com.sandpiperhq.mail", category: "sync")
    let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let id = try! TaskIdentifier(Self.refreshID)
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshID, using: nil) { task in
            InboxRefreshAdapter(service: .shared, recorder: self.recorder).handle(task as! BGAppRefreshTask)
        }
        try? recorder.record(id, kind: .appRefresh, phase: .registration,
                             outcome: ok ? .succeeded : .failed,
                             error: ok ? nil : .named("BGTaskScheduler.registrationRejected"))
        application.registerForRemoteNotifications()
        return true
    }

    // Silent push from push-service: {"aps":{"content-available":1},"mailbox":…,"cursor":…}
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        log.info("silent push received state=\(application.applicationState.rawValue, privacy: .public)")
        guard let cursor = userInfo["cursor"] as? String else { return completionHandler(.noData) }
        Task {
            do {
                let changed = try await InboxSyncService.shared.pull(through: cursor)
                completionHandler(changed ? .newData : .noData)
            } catch {
                log.error("silent push pull failed: \(String(describing: error), privacy: .public)")
                completionHandler(.failed)
            }
        }
    }

    func scheduleRefresh() {
        let id = try! TaskIdentifier(Self.refreshID)
        let request = BGAppRefreshTaskRequest(identifier: Self.refreshID)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            log.error("Could not schedule app refresh: \(String(describing: error), privacy: .public)")
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }
}
