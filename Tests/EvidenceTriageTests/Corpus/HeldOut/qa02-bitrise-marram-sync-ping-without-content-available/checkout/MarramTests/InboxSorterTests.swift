import XCTest
@testable import Marram

final class InboxSorterTests: XCTestCase {
    func testPinnedThreadsFirst() {
        let now = Date()
        let a = Thread(id: "a", pinned: false, updatedAt: now)
        let b = Thread(id: "b", pinned: true, updatedAt: now.addingTimeInterval(-3600))
        XCTAssertEqual(InboxSorter.sorted([a, b]).map(\.id), ["b", "a"])
    }
}
