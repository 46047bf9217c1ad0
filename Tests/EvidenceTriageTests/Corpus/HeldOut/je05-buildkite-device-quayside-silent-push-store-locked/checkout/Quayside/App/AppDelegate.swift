import BackgroundTasks
import EvidenceRecorder
import os
import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let log = Logger(subsystem: "com.quayside.chat", category: "app")
    static let recorder = EvidenceRecorder(
        fileURL: FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0]
            .appendingPathComponent("evidence/diagnostics.jsonl"))
    static let inboxRefresh = try! TaskIdentifier("com.quayside.chat.inbox-refresh")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let reason = launchOptions?[.remoteNotification] != nil ? "remote-notification" : "user"
        Self.log.notice("launch: reason=\(reason, privacy: .public) protectedDataAvailable=\(application.isProtectedDataAvailable, privacy: .public)")

        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.inboxRefresh.rawValue, using: nil) { task in
            try? Self.recorder.record(Self.inboxRefresh, kind: .appRefresh, phase: .launch, outcome: .succeeded)
            InboxRefreshJob.shared.run(task as! BGAppRefreshTask)
        }
        try? Self.recorder.record(Self.inboxRefresh, kind: .appRefresh, phase: .registration, outcome: ok ? .succeeded : .failed)
        application.registerForRemoteNotifications()
        return true
    }

    func applicationDidEnterBackground(_ application: UIApplication) {
        InboxRefreshJob.schedule()
    }

    /// content-available pushes: "new messages in a conversation you follow".
    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any]) async
        -> UIBackgroundFetchResult {
        await PushSyncHandler(store: MessageStore.shared).handle(userInfo)
    }
}
