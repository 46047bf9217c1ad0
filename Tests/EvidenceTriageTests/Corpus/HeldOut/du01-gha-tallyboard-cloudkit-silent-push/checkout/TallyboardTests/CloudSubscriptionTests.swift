import CloudKit
import XCTest
@testable import TallyKit

final class CloudSubscriptionTests: XCTestCase {
    private let factory = SubscriptionFactory(zoneOwner: CKCurrentUserDefaultName)

    func testDatabaseSubscriptionIDIsStable() {
        let first = factory.privateDatabaseSubscription()
        let second = factory.privateDatabaseSubscription()
        XCTAssertEqual(first.subscriptionID, second.subscriptionID)
        XCTAssertEqual(first.subscriptionID, "private-changes")
    }

    /// CloudKit only wakes the app when the subscription's notification info asks for a
    /// content-available push. A subscription without notificationInfo saves fine and never
    /// produces a push, so the background sync path silently never runs.
    func testDatabaseSubscriptionRequestsSilentPush() {
        let subscription = factory.privateDatabaseSubscription()

        // Saved subscriptions are what the server keeps: inspect the object we hand to
        // CKModifySubscriptionsOperation, not a mock of it.
        let operation = factory.saveOperation(for: [subscription])
        XCTAssertEqual(operation.subscriptionsToSave?.count, 1)
        XCTAssertNil(subscription.notificationInfo?.alertBody)
        XCTAssertNil(subscription.notificationInfo?.soundName)
        XCTAssertEqual(operation.qualityOfService, .utility)

        XCTAssertEqual(subscription.notificationInfo?.shouldSendContentAvailable, true, "database subscription must ask CloudKit for content-available pushes")
    }

    func testQuerySubscriptionRequestsSilentPush() {
        let subscription = factory.tallyQuerySubscription()
        XCTAssertEqual(subscription.notificationInfo?.shouldSendContentAvailable, true)
        XCTAssertEqual(subscription.recordType, "Tally")
    }

    func testSubscriptionIsResavedAfterAccountChange() {
        let store = InMemorySubscriptionStore(saved: ["private-changes"])
        store.accountDidChange()
        XCTAssertTrue(store.saved.isEmpty)
    }
}
