import XCTest
@testable import Pebble

final class ReadingStatsIntervalTests: XCTestCase {
    func testDateStartAndDateEnd() throws {
        let interval = ReadingStatsInterval.day(containing: "2026-08-08 10:45:00", in: .current)

        // Expected values built as GMT dates shifted by the current GMT offset.
        let formatter = DateFormatter()
        formatter.timeZone = TimeZone(identifier: "GMT")
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss"
        let expectedStartInGMT = try XCTUnwrap(formatter.date(from: "2026-08-08 00:00:00"))
        let offset = TimeInterval(TimeZone.current.secondsFromGMT())
        let expectedStart = expectedStartInGMT.addingTimeInterval(-offset)

        XCTAssertEqual(interval.dateStart(), expectedStart)
        XCTAssertEqual(interval.dateEnd(), expectedStart.addingTimeInterval(86_399))
    }

    func testWeekStartsOnMonday() {
        let interval = ReadingStatsInterval.week(containing: "2026-08-08 10:45:00", in: .current)
        XCTAssertEqual(Calendar.current.component(.weekday, from: interval.dateStart()), 2)
    }
}
