import XCTest
@testable import Fernbook

final class NotificationsSyncRegistrationTests: XCTestCase {
    func testNotificationsSyncHandlerRegistered() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertTrue(delegate.registeredTaskIDs.contains(BackgroundIdentifiers.notificationsSync),
                      "notifications-sync launch handler was not registered")
    }

    func testMediaCleanupHandlerRegistered() throws {
        let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
        XCTAssertTrue(delegate.registeredTaskIDs.contains(BackgroundIdentifiers.mediaCleanup))
    }
}
