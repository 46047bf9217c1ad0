import XCTest
@testable import Fable

final class ChapterParserTests: XCTestCase {
    func testParsesChapterTitles() throws {
        let chapters = try ChapterParser.parse(json: .fixture("chapters-v1"))
        XCTAssertEqual(chapters.map(\.title), ["Intro", "The dig", "Listener mail"])
    }

    func testParsesChapterStartTimes() throws {
        let chapters = try ChapterParser.parse(json: .fixture("chapters-v1"))
        XCTAssertEqual(chapters.map(\.start), [0, 95.5, 1830])
    }
}
