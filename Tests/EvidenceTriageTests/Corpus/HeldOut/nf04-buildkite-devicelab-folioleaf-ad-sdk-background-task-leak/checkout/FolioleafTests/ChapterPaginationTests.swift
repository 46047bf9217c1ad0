import XCTest
@testable import Folioleaf

final class ChapterPaginationTests: XCTestCase {
    func testEvenSplit() {
        let pages = ChapterPaginator(charactersPerPage: 1_000).pages(forLength: 4_000)
        XCTAssertEqual(pages.count, 4)
    }

    func testLastPageKeepsRemainder() {
        let pages = ChapterPaginator(charactersPerPage: 1_000).pages(forLength: 4_250)
        XCTAssertEqual(pages.count, 5)
        XCTAssertEqual(pages.last?.length, 250)
    }
}
