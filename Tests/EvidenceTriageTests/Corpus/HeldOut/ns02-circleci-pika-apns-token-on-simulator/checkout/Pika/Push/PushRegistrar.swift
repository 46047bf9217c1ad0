import UIKit

final class PushRegistrar {
    static let shared = PushRegistrar()

    func register(application: UIApplication) {
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .badge, .sound]) { granted, _ in
            Log.push.info("notification authorization granted=\(granted)")
            DispatchQueue.main.async { application.registerForRemoteNotifications() }
        }
    }

    func didRegister(token: Data) {
        PushTokenStore.shared.currentToken = token
        Backend.shared.upload(deviceToken: PushTokenStore.hex(token))
    }

    func didFail(error: Error) {
        Log.push.error("didFailToRegisterForRemoteNotificationsWithError: \(error as NSError)")
    }
}
