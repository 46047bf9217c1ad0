import CloudKit
import XCTest
@testable import QuillNotes

/// Talks to the real development container. Runs in the "cloudkit_integration"
/// lane with signing enabled on the CI simulator.
final class CloudKitRoundTripTests: XCTestCase {
    private let database = CKContainer(identifier: "iCloud.com.quillnotes.ios").privateCloudDatabase

    func testSaveSubscriptionToPrivateDatabase() async throws {
        let subscription = SubscriptionFactory.privateDatabaseSubscription()
        let saved = try await database.save(subscription)
        XCTAssertEqual(saved.subscriptionID, "private-changes")
    }
}
