import XCTest
@testable import Lanternline

final class CallHistoryFormatterTests: XCTestCase {
    private let formatter = CallHistoryFormatter(locale: Locale(identifier: "en_GB"))

    func testDurationOverOneMinuteUsesMinutesAndSeconds() {
        XCTAssertEqual(formatter.duration(125), "2:05")
    }

    func testDurationUnderOneMinuteShowsSeconds() {
        XCTAssertEqual(formatter.duration(45), "45 sec")
    }
}
