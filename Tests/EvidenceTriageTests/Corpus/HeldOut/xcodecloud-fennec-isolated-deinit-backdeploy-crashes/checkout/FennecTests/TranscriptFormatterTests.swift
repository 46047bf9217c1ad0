import XCTest
@testable import Fennec

final class TranscriptFormatterTests: XCTestCase {
    private let start = Date(timeIntervalSince1970: 1_786_129_500) // 21:05 UTC

    func testDurationUsesMinutesAndSeconds() {
        XCTAssertEqual(TranscriptFormatter(locale: Locale(identifier: "de_DE")).duration(125), "2:05")
    }

    func testTimestampsUseTwentyFourHourClock() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let formatter = TranscriptFormatter(locale: Locale(identifier: "de_DE"), calendar: calendar)

        XCTAssertEqual(formatter.timestamp(start), "21:05")
    }
}
