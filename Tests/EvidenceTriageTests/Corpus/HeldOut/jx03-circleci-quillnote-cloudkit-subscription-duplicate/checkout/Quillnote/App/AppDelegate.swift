import UIKit
import BackgroundTasks
import QuillSync

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    static let compactTaskID = "app.quillnote.sync.compact"

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let ok = BGTaskScheduler.shared.register(forTaskWithIdentifier: Self.compactTaskID, using: nil) { task in
            CompactionJob.shared.run(task as! BGProcessingTask)
        }
        DiagnosticsRecorder.shared.record(identifier: Self.compactTaskID, kind: .processing, phase: .registration,
                                          outcome: ok ? .succeeded : .failed)
        CloudAvailability.shared.checkAccountStatus()   // CKContainer(identifier:) under the hood
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        NSLog("[Quillnote] didRegisterForRemoteNotificationsWithDeviceToken: %lu bytes", deviceToken.count)
    }

    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error) {
        NSLog("[Quillnote] didFailToRegisterForRemoteNotificationsWithError: %@", String(describing: error))
    }

    func application(_ application: UIApplication, didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Quillnote] remote notification received (ck=%@)", userInfo["ck"] != nil ? "yes" : "no")
        NotificationCenter.default.post(name: .quillRemoteChangeReceived, object: nil)
        SyncEngine.shared.fetchChanges { completionHandler($0 ? .newData : .failed) }
    }
}
