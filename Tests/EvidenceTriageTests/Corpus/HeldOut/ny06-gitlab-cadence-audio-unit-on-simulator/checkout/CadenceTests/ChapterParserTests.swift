import XCTest
@testable import Cadence

final class ChapterParserTests: XCTestCase {
    func testChapterStartTimesParsed() {
        let parser = ChapterParser()
        XCTAssertEqual(parser.seconds(from: "12:30"), 750)
        XCTAssertEqual(parser.seconds(from: "01:02:03.500"), 3_723.5)
    }
}
