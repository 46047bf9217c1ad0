import UIKit
import UserNotifications

/// Routes taps on delivery notifications to the shipment screen.
@MainActor
final class NotificationRouter: NSObject, UNUserNotificationCenterDelegate {
    static let shared = NotificationRouter()

    private(set) var lastOpenedShipmentID: String?
    var navigator: ShipmentNavigating = AppNavigator.shared

    func install(on center: UNUserNotificationCenter = .current()) {
        center.delegate = self
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list])
    }

    // Swift 6 mode (Xcode 16.2 bump): this method inherits @MainActor from the class, but the
    // framework calls it — and the completion block below — on its own call-out queue.
    func userNotificationCenter(
        _ center: UNUserNotificationCenter,
        didReceive response: UNNotificationResponse,
        withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        let userInfo = response.notification.request.content.userInfo
        guard let shipmentID = userInfo["shipment_id"] as? String else {
            completionHandler()
            return
        }
        ShipmentCache.shared.prefetch(shipmentID) { [self] in
            lastOpenedShipmentID = shipmentID
            navigator.openShipment(id: shipmentID)
            completionHandler()
        }
    }
}
