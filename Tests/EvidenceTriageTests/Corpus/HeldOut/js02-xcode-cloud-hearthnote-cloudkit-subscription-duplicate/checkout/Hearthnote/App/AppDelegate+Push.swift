import UIKit

extension AppDelegate {
    func application(_ application: UIApplication,
                     didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data) {
        NSLog("[Push] didRegisterForRemoteNotificationsWithDeviceToken: %d bytes (sandbox)", deviceToken.count)
        pushRegistration.didRegister(deviceToken)
    }

    func application(_ application: UIApplication,
                     didReceiveRemoteNotification userInfo: [AnyHashable: Any],
                     fetchCompletionHandler completionHandler: @escaping (UIBackgroundFetchResult) -> Void) {
        NSLog("[Push] remote notification received: %@", String(describing: userInfo["ck"]))
        NotificationCenter.default.post(name: .cloudKitRemoteChange, object: nil, userInfo: userInfo)
        Task {
            let result = await syncEngine.fetchChanges(reason: .push)
            completionHandler(result ? .newData : .noData)
        }
    }
}
