import XCTest
@testable import Yarrow

final class ChapterParserTests: XCTestCase {
    func testParsesNestedChapters() throws {
        let chapters = try ChapterParser().parse(Fixture.data("nested-chapters.json"))
        XCTAssertEqual(chapters.map(\.title), ["Intro", "Part 1", "Part 1.1", "Outro"])
    }
}
