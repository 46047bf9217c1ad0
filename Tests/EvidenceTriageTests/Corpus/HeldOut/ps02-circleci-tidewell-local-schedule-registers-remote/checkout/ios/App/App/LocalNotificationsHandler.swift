import Foundation
import UIKit
import UserNotifications

protocol RemoteRegistering { func registerForRemoteNotifications() }
extension UIApplication: RemoteRegistering {}

/// Vendored copy of @capacitor/local-notifications' iOS handler (patched for DI in tests).
final class LocalNotificationsHandler {
    private let center: UNUserNotificationCenter
    private let app: RemoteRegistering

    init(center: UNUserNotificationCenter = .current(), app: RemoteRegistering = UIApplication.shared) {
        self.center = center
        self.app = app
    }

    func schedule(_ requests: [UNNotificationRequest], completion: @escaping (Error?) -> Void) {
        DispatchQueue.main.async {
            self.app.registerForRemoteNotifications()
        }
        let group = DispatchGroup()
        var firstError: Error?
        for request in requests {
            group.enter()
            center.add(request) { error in
                if firstError == nil { firstError = error }
                group.leave()
            }
        }
        group.notify(queue: .main) { completion(firstError) }
    }
}
