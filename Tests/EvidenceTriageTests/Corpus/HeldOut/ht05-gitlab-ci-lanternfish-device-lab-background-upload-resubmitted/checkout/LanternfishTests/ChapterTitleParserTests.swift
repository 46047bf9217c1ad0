import XCTest
@testable import Lanternfish

final class ChapterTitleParserTests: XCTestCase {
    func testKeepsPlainChapterNames() {
        XCTAssertEqual(ChapterTitleParser.displayTitle(for: "Chapter 3"), "Chapter 3")
    }

    func testStripsTrackNumberPrefix() {
        XCTAssertEqual(ChapterTitleParser.displayTitle(for: "07 - The Lighthouse"), "The Lighthouse")
    }
}
