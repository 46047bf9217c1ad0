import UIKit

final class AppDelegate: NSObject, UIApplicationDelegate {
    var settings: NotificationSettingsStore = .shared
    var receiver: MessageReceiving = ChatClient.shared

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
        BGManager.shared.register()
        application.registerForRemoteNotifications()
        return true
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        DebugLog.push("AppDelegate: didReceiveRemoteNotification")
        if let checkMessages = userInfo["checkMessages"] as? Bool, checkMessages {
            DebugLog.push("AppDelegate: didReceiveRemoteNotification: checkMessages")
            if settings.periodicEnabled && allowBackgroundRefresh() {
                receiver.receiveMessages { newData in
                    completionHandler(newData ? .newData : .noData)
                }
            }
            return
        }
        completionHandler(.noData)
    }

    private func allowBackgroundRefresh() -> Bool {
        UIApplication.shared.backgroundRefreshStatus == .available
    }
}
