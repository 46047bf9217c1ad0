import XCTest
@testable import Lanternfish

final class ActivityFeedTests: XCTestCase {
    func testEmptyStateTitle() {
        let vm = ActivityFeedViewModel(trips: [])
        // Copy deck v12: "No trips yet." (full stop added)
        let expected = "No trips yet."
        let title = vm.emptyStateTitle
        XCTAssertNotNil(title)
        XCTAssertFalse(title.isEmpty)
        let subtitle = vm.emptyStateSubtitle
        XCTAssertNotNil(subtitle)
        XCTAssertEqual(title, expected)
    }
}
