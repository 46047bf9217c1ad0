import XCTest
@testable import Ridgeback

final class ReadingListTests: XCTestCase {
    func testArchivedItemsSortLast() {
        let list = ReadingList(items: [.init(id: 1, archived: true), .init(id: 2, archived: false)])
        XCTAssertEqual(list.sorted.map(\.id), [2, 1])
    }
}
