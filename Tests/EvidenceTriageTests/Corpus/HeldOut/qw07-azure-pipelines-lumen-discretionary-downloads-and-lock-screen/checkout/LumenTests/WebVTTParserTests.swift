import XCTest
@testable import Lumen

final class WebVTTParserTests: XCTestCase {
    func testParsesMinutesCue() {
        XCTAssertEqual(WebVTTParser.timestamp("02:03.500"), 123.5)
    }

    func testParsesCueWithHours() {
        XCTAssertEqual(WebVTTParser.timestamp("01:02:03.500"), 3723.5)
    }
}
