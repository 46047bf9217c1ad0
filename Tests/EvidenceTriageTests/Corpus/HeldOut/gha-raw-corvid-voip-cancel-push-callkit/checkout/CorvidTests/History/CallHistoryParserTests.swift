import XCTest
@testable import Corvid

final class CallHistoryParserTests: XCTestCase {
    private let parser = CallHistoryParser()

    func testParsesAnsweredCall() throws {
        let entry = try parser.parse(#"{"id":"h-1","state":"answered","duration":"PT42S"}"#)
        XCTAssertEqual(entry.state, .answered)
        XCTAssertEqual(entry.durationSeconds, 42)
    }

    func testParsesMissedCallDuration() throws {
        let entry = try parser.parse(#"{"id":"h-2","state":"missed","duration":"PT1M05S"}"#)
        XCTAssertEqual(entry.state, .missed)
        XCTAssertEqual(entry.durationSeconds, 65)
    }
}
