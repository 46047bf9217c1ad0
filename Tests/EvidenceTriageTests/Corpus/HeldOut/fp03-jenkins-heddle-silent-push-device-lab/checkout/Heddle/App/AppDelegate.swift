import BackgroundTasks
import EvidenceRecorder
import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    static let refreshIdentifier = "com.heddle.ios.refresh"
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        let id = try! TaskIdentifier(Self.refreshIdentifier)
        let registered = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.refreshIdentifier, using: nil) { task in
            InboxRefreshTask.handle(task as! BGAppRefreshTask, recorder: Self.recorder)
        }
        try? Self.recorder.record(id, kind: .appRefresh, phase: .registration,
                                  outcome: registered ? .succeeded : .failed,
                                  error: registered ? nil : .named("BGTaskScheduler.registrationRejected"))
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        PushRegistration.shared.upload(token: deviceToken)
    }

    /// Silent pushes (`content-available: 1`) land here when iOS decides to wake the app.
    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Push] content-available push received: %@", String(describing: userInfo["mid"] ?? "-"))
        Task {
            let result = await SyncEngine.shared.syncInbox(reason: .silentPush)
            completionHandler(result.hasNewMessages ? .newData : .noData)
        }
    }
}

enum InboxRefreshTask {
    static func schedule(earliest: TimeInterval, recorder: EvidenceRecorder) {
        let id = try! TaskIdentifier(AppDelegate.refreshIdentifier)
        let request = BGAppRefreshTaskRequest(identifier: AppDelegate.refreshIdentifier)
        request.earliestBeginDate = Date(timeIntervalSinceNow: earliest)
        do {
            try BGTaskScheduler.shared.submit(request)
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .succeeded)
        } catch {
            try? recorder.record(id, kind: .appRefresh, phase: .submission, outcome: .failed, error: ErrorType(error))
        }
    }

    static func handle(_ task: BGAppRefreshTask, recorder: EvidenceRecorder) {
        let id = try! TaskIdentifier(AppDelegate.refreshIdentifier)
        try? recorder.record(id, kind: .appRefresh, phase: .launch, outcome: .succeeded)
        schedule(earliest: 15 * 60, recorder: recorder)
        let work = Task { await SyncEngine.shared.syncInbox(reason: .appRefresh) }
        task.expirationHandler = { work.cancel() }
        Task {
            _ = await work.value
            try? recorder.record(id, kind: .appRefresh, phase: .completion, outcome: .succeeded)
            task.setTaskCompleted(success: true)
        }
    }
}
