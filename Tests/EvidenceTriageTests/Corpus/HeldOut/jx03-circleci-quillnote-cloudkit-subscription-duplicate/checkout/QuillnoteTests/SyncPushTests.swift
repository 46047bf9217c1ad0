import XCTest
@testable import Quillnote

/// Saves a Note from a second client and expects the subscription's silent push to reach this app.
final class SyncPushTests: XCTestCase {

    func testRemoteChangeNotificationTriggersFetchWithin30s() async throws {
        let pushed = expectation(forNotification: .quillRemoteChangeReceived, object: nil)
        let otherDevice = try IntegrationClient.secondDevice()
        try await otherDevice.saveNote(title: "push probe \(UUID().uuidString.prefix(8))")
        await fulfillment(of: [pushed], timeout: 30)
        XCTAssertGreaterThan(SyncEngine.shared.lastFetchedChangeCount, 0)
    }

    func testAppRegisteredForRemoteNotifications() {
        XCTAssertTrue(UIApplication.shared.isRegisteredForRemoteNotifications)
    }
}
