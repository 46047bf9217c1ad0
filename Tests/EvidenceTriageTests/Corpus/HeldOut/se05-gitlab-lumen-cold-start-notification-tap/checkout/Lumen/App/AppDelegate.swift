import UIKit
import UserNotifications
import os

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    private let log = Logger(subsystem: "chat.lumen.app", category: "App")

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Task {
            // open the message store first; the coordinator needs it to resolve chat IDs
            let store = try await MessageStore.open()
            await NotificationCoordinator.shared.install(store: store)
        }
        log.info("didFinishLaunching returning true")
        return true
    }
}
