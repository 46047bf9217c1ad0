import XCTest
@testable import Parley

final class InboxRefreshRegistrationTests: XCTestCase {
    func testInboxRefreshRegisteredAtLaunch() {
        // The host app has finished launching by the time tests run.
        XCTAssertTrue(AppDelegate.inboxRefreshRegistered, "inbox refresh handler should be registered at launch")
    }
}
