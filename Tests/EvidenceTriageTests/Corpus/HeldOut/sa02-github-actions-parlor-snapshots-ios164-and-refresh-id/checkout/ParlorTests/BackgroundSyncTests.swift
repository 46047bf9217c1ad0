import XCTest
@testable import Parlor

final class BackgroundSyncTests: XCTestCase {
    func testInboxRefreshRegistered() {
        XCTAssertTrue(InboxRefresh.shared.isRegistered, "inbox refresh handler not registered at launch")
    }
}
