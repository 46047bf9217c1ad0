import XCTest
@testable import Heddle

final class ChapterParserTests: XCTestCase {
    func testParsesPodcastChaptersJSON() throws {
        let json = #"{"version":"1.2.0","chapters":[{"startTime":0,"title":"Intro"},{"startTime":95.5,"title":"Tides"}]}"#
        let chapters = try ChapterParser().parse(Data(json.utf8))
        XCTAssertEqual(chapters.map(\.start), [0, 95.5])
    }
}
