import CloudKit

/// Builds the subscriptions that let CloudKit wake Tallyboard when another device changes data.
public struct SubscriptionFactory {
    public static let databaseSubscriptionID = "private-changes"
    public static let tallySubscriptionID = "tally-changes"

    let zoneOwner: String

    public init(zoneOwner: String) {
        self.zoneOwner = zoneOwner
    }

    /// Database-wide subscription for the private database (all custom zones).
    public func privateDatabaseSubscription() -> CKDatabaseSubscription {
        let subscription = CKDatabaseSubscription(subscriptionID: Self.databaseSubscriptionID)
        // The remote-notification handler in AppDelegate picks the push up and runs a fetch.
        return subscription
    }

    /// Query subscription kept for the shared "Tally" record type (public boards).
    public func tallyQuerySubscription() -> CKQuerySubscription {
        let subscription = CKQuerySubscription(
            recordType: "Tally",
            predicate: NSPredicate(value: true),
            subscriptionID: Self.tallySubscriptionID,
            options: [.firesOnRecordCreation, .firesOnRecordUpdate, .firesOnRecordDeletion]
        )
        let info = CKSubscription.NotificationInfo()
        info.shouldSendContentAvailable = true
        subscription.notificationInfo = info
        return subscription
    }

    public func saveOperation(for subscriptions: [CKSubscription]) -> CKModifySubscriptionsOperation {
        let operation = CKModifySubscriptionsOperation(subscriptionsToSave: subscriptions, subscriptionIDsToDelete: nil)
        operation.qualityOfService = .utility
        return operation
    }
}
