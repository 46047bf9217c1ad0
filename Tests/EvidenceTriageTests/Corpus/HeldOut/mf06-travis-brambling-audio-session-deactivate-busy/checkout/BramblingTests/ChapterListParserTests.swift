import XCTest
@testable import Brambling

final class ChapterListParserTests: XCTestCase {
    func testParsesChapterTimestamps() throws {
        let chapters = try ChapterListParser().parse("00:00:00 Prologue\n01:02:03.500 The Harbour\n")
        XCTAssertEqual(chapters.map(\.start), [0, 3723.5])
    }
}
