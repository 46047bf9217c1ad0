import XCTest
@testable import Marrowby

final class OfflineQueueTests: XCTestCase {
    func testQueuedEventsSurviveRelaunch() throws {
        let container = PersistentContainer.make(appGroup: "group.com.marrowby.shared")
        let queue = OfflineQueue(container: container)
        try queue.enqueue(.pageView("home"))
        XCTAssertEqual(try OfflineQueue(container: container).pending().count, 1)
    }
}
