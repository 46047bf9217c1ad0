import CloudKit
import XCTest
@testable import QuillNotes

final class SubscriptionFactoryTests: XCTestCase {
    func testSubscriptionUsesStableID() {
        XCTAssertEqual(SubscriptionFactory.privateDatabaseSubscription().subscriptionID, "private-changes")
    }

    /// Sync relies on application(_:didReceiveRemoteNotification:fetchCompletionHandler:)
    /// running in the background, which needs a silent (content-available) push.
    func testDatabaseSubscriptionIsSilent() throws {
        let info = try XCTUnwrap(SubscriptionFactory.privateDatabaseSubscription().notificationInfo)
        XCTAssertTrue(info.shouldSendContentAvailable, "database subscription must send content-available pushes")
        XCTAssertNil(info.alertBody)
    }
}
