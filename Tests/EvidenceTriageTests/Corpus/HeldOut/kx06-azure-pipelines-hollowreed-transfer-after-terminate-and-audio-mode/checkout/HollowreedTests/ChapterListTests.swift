import XCTest
@testable import Hollowreed

final class ChapterListTests: XCTestCase {
    func testChapterTitlesSortNumerically() {
        let list = ChapterList(titles: ["Chapter 2", "Chapter 10", "Chapter 1"])

        XCTAssertEqual(list.sorted, ["Chapter 1", "Chapter 2", "Chapter 10"])
    }
}
