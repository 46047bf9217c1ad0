import UIKit
import UserNotifications

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, UNUserNotificationCenterDelegate {
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let center = UNUserNotificationCenter.current()
        center.delegate = self
        center.setNotificationCategories(NotificationCategories.all)
        application.registerForRemoteNotifications()
        return true
    }
}

enum NotificationCategories {
    static let listingCarousel = "LISTING_CAROUSEL"
    static let viewingReminder = "VIEWING_REMINDER"

    static var all: Set<UNNotificationCategory> {
        let save = UNNotificationAction(identifier: "listing.save", title: "Save", options: [])
        let book = UNNotificationAction(identifier: "listing.book", title: "Book a viewing", options: [.foreground])
        return [
            UNNotificationCategory(identifier: listingCarousel, actions: [save, book], intentIdentifiers: []),
            UNNotificationCategory(identifier: viewingReminder, actions: [], intentIdentifiers: []),
        ]
    }
}
