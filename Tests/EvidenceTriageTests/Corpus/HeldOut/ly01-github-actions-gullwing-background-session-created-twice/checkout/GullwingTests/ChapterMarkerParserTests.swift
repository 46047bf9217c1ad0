import XCTest
@testable import Gullwing

final class ChapterMarkerParserTests: XCTestCase {
    private let parser = ChapterMarkerParser()

    func testParsesTwoDigitHours() {
        XCTAssertEqual(parser.seconds(from: "01:02:03"), 3723)
    }

    func testParsesMilliseconds() {
        XCTAssertEqual(parser.seconds(from: "00:00:01.250"), 1.25)
    }

    func testParsesHourLongTimestampsWithoutLeadingZero() {
        // Show notes from most hosts write "1:02:03", not "01:02:03".
        XCTAssertEqual(parser.seconds(from: "1:02:03"), 3723)
    }

    func testIgnoresLinesWithoutTimestamp() {
        XCTAssertTrue(parser.markers(inShowNotes: "Intro\nNo chapters here").isEmpty)
    }
}
