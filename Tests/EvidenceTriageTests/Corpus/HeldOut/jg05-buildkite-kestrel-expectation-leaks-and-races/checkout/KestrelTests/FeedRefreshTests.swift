import XCTest
@testable import Kestrel

final class FeedRefreshTests: XCTestCase {
    func testRefreshPostsUpdatedNotification() {
        let refreshed = expectation(description: "feed refreshed")
        // Observer is never removed; it outlives this test.
        NotificationCenter.default.addObserver(forName: .feedDidRefresh, object: nil, queue: .main) { _ in
            refreshed.fulfill()
        }
        FeedController.shared.refresh(source: .fixture)
        wait(for: [refreshed], timeout: 2)
    }

    func testRefreshKeepsScrollAnchor() {
        let controller = FeedController(store: .inMemory)
        controller.load(.fixture)
        controller.anchor = "photo-17"
        controller.refresh(source: .fixture)
        XCTAssertEqual(controller.anchor, "photo-17")
    }
}
