import XCTest
@testable import Brackwater

final class TideDaySummaryTests: XCTestCase {
    private let iso = ISO8601DateFormatter()

    func testGroupsEveningHighTideIntoSameDay() {
        let readings = [
            TideReading(time: iso.date(from: "2025-04-07T15:10:00Z")!, heightMeters: 0.4, isHigh: false),
            TideReading(time: iso.date(from: "2025-04-08T03:40:00Z")!, heightMeters: 3.1, isHigh: true), // 23:40 EDT on the 7th
        ]
        XCTAssertEqual(TideDaySummary().dayKeys(for: readings), ["2025-04-07"])
    }

    func testEmptyReadingsHaveNoDays() {
        XCTAssertEqual(TideDaySummary().dayKeys(for: []), [])
    }
}
