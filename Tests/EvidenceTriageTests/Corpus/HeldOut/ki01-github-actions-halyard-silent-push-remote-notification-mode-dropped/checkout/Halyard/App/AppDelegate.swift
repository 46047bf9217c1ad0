import BackgroundTasks
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let inboxRefreshIdentifier = "com.halyard.crew.inbox-refresh"

    private let inboxSync = CrewInboxSync.shared
    private let recorder = DiagnosticRecorder.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.inboxRefreshIdentifier,
                                                         using: nil) { [weak self] task in
            self?.handleInboxRefresh(task as! BGAppRefreshTask)
        }
        recorder.record(identifier: Self.inboxRefreshIdentifier, kind: .appRefresh, phase: .registration,
                        outcome: registered ? .succeeded : .failed, errorType: nil)
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        scheduleInboxRefresh()
    }

    // Silent pushes ("content-available": 1) from the crew-messaging backend land here.
    // UIKit only delivers them to a backgrounded app when UIBackgroundModes contains "remote-notification".
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        Log.push.info("silent push received: \(userInfo["halyard-kind"] as? String ?? "unknown", privacy: .public)")
        inboxSync.sync(reason: .silentPush) { result in
            completionHandler(result.hasNewMessages ? .newData : .noData)
        }
    }

    private func scheduleInboxRefresh() {
        let request = BGAppRefreshTaskRequest(identifier: Self.inboxRefreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: 20 * 60)
        do {
            try BGTaskScheduler.shared.submit(request)
            recorder.record(identifier: Self.inboxRefreshIdentifier, kind: .appRefresh, phase: .submission,
                            outcome: .succeeded, errorType: nil)
        } catch {
            Log.background.error("inbox-refresh submit failed: \(error as NSError, privacy: .public)")
            recorder.record(identifier: Self.inboxRefreshIdentifier, kind: .appRefresh, phase: .submission,
                            outcome: .failed, errorType: DiagnosticRecorder.errorType(error))
        }
    }

    private func handleInboxRefresh(_ task: BGAppRefreshTask) {
        recorder.record(identifier: task.identifier, kind: .appRefresh, phase: .launch, outcome: .succeeded, errorType: nil)
        scheduleInboxRefresh()
        task.expirationHandler = { [inboxSync] in inboxSync.cancel() }
        inboxSync.sync(reason: .backgroundRefresh) { result in
            task.setTaskCompleted(success: result.succeeded)
        }
    }
}
