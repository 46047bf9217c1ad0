import XCTest
@testable import Driftcast

final class ChapterParserTests: XCTestCase {
    func testParsesFullTimestamps() {
        let chapters = ChapterParser.parse([["start": "00:01:02.5", "title": "Intro"]])
        XCTAssertEqual(chapters, [Chapter(start: 62.5, title: "Intro")])
    }

    func testParsesShortPodloveTimestamps() {
        let chapters = ChapterParser.parse([["start": "01:30", "title": "News"]])
        XCTAssertEqual(chapters.first?.start, 90)
    }
}
