import XCTest
@testable import Wren

final class ChapterParserTests: XCTestCase {
    func testChapterStartTimes() throws {
        let chapters = try ChapterParser().parse(Fixture.data("psc-chapters.xml"))
        XCTAssertEqual(chapters.map(\.start), [0, 95.5, 1260])
    }
}
