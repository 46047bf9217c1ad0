import XCTest
@testable import TesseraVoice

final class CallHistoryFormatterTests: XCTestCase {
    private let formatter = CallHistoryFormatter()

    func testDurationUnderOneMinuteShowsSeconds() {
        XCTAssertEqual(formatter.durationText(seconds: 42), "42 s")
    }

    func testWholeMinutes() {
        XCTAssertEqual(formatter.durationText(seconds: 180), "3 min")
    }
}
