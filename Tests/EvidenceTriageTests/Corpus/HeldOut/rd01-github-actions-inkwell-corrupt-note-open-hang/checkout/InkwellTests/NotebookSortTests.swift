import XCTest
@testable import Inkwell

final class NotebookSortTests: XCTestCase {
    func testRecentlyEditedFirst() {
        let a = NoteSummary(title: "A", createdAt: .init(timeIntervalSince1970: 100), editedAt: .init(timeIntervalSince1970: 900))
        let b = NoteSummary(title: "B", createdAt: .init(timeIntervalSince1970: 200), editedAt: .init(timeIntervalSince1970: 300))
        let sorted = NotebookSort.recentlyEdited.apply([b, a])
        XCTAssertEqual(sorted.map(\.title), ["A", "B"])
    }
}
