import XCTest
@testable import Tern

final class EventListTests: XCTestCase {
    func testEventsSortedNewestFirst() {
        let list = EventList(events: [.fixture(at: 100), .fixture(at: 300), .fixture(at: 200)])
        XCTAssertEqual(list.rows.map(\.timestamp), [300, 200, 100])
    }

    func testPullToRefreshClearsBadge() async {
        let model = EventListModel(store: .inMemory(unread: 3))
        await model.refresh()
        XCTAssertEqual(model.badgeCount, 0)
    }
}
