import XCTest
@testable import Whistlenote

final class TranscriptFormatterTests: XCTestCase {
    func testTimestampsPadSeconds() {
        XCTAssertEqual(TranscriptFormatter.timestamp(65), "1:05")
        XCTAssertEqual(TranscriptFormatter.timestamp(600), "10:00")
    }

    func testTimestampsRoundDown() {
        XCTAssertEqual(TranscriptFormatter.timestamp(59.9), "0:59")
    }
}
