import CloudKit

/// Builds the database subscription that tells the app a private-database zone changed.
enum SubscriptionFactory {
    static let subscriptionID = "private-changes"

    static func privateDatabaseSubscription() -> CKDatabaseSubscription {
        let subscription = CKDatabaseSubscription(subscriptionID: subscriptionID)
        let info = CKSubscription.NotificationInfo()
        // Show a banner so users know another device edited a note (#1342).
        info.alertBody = "A note was updated on another device"
        info.soundName = "default"
        subscription.notificationInfo = info
        return subscription
    }
}
