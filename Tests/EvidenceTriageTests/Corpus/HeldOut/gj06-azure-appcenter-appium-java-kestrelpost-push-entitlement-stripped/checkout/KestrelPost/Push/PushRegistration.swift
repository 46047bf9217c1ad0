import os.log
import UIKit

/// Silent (content-available) pushes from the newsroom trigger a headline sync
/// in the background; BGAppRefreshTask (com.kestrelpost.app.refresh) is the fallback.
final class PushRegistration: NSObject {
    static let shared = PushRegistration()
    private let log = OSLog(subsystem: "com.kestrelpost.app", category: "Push")
    private(set) var deviceToken: String?

    func register(_ application: UIApplication) {
        os_log("[Push] registerForRemoteNotifications", log: log, type: .default)
        application.registerForRemoteNotifications()
    }

    func didRegister(deviceToken data: Data) {
        deviceToken = data.map { String(format: "%02x", $0) }.joined()
        os_log("[Push] registered, token length %d", log: log, type: .default, data.count)
    }

    func didFailToRegister(error: Error) {
        os_log("[Push] didFailToRegisterForRemoteNotificationsWithError: %{public}@", log: log, type: .error, String(describing: error))
    }
}
