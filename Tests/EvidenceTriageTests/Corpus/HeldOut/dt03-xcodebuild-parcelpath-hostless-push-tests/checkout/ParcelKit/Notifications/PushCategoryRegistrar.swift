import Foundation
import UserNotifications

/// Registers the actionable notification categories for delivery updates.
/// Moved from the app target into ParcelKit in #812 so the Notification
/// Service Extension can share the identifiers.
public final class PushCategoryRegistrar {

    public static let deliveryCategory = "parcel.delivery.update"
    public static let trackAction = "parcel.action.track"
    public static let redirectAction = "parcel.action.redirect"

    private let center: UNUserNotificationCenter

    public init(center: UNUserNotificationCenter = .current()) {
        self.center = center
    }

    public static var categories: Set<UNNotificationCategory> {
        let track = UNNotificationAction(identifier: Self.trackAction, title: "Track", options: [.foreground])
        let redirect = UNNotificationAction(identifier: Self.redirectAction, title: "Redirect", options: [.foreground])
        return [UNNotificationCategory(identifier: Self.deliveryCategory,
                                       actions: [track, redirect],
                                       intentIdentifiers: [])]
    }

    public func register() {
        center.setNotificationCategories(Self.categories)
    }
}
