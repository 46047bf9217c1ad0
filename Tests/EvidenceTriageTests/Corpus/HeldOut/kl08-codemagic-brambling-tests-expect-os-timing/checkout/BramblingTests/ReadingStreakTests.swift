import XCTest
@testable import Brambling

final class ReadingStreakTests: XCTestCase {
    func testReadJustAfterMidnightCountsForNewDay() {
        var cal = Calendar(identifier: .gregorian)
        cal.timeZone = TimeZone(identifier: "Europe/Berlin")!
        let reads = [
            Date(timeIntervalSince1970: 1_796_079_600),   // 2026-12-01 00:00:00 CET
            Date(timeIntervalSince1970: 1_796_079_900),   // 2026-12-01 00:05:00 CET
            Date(timeIntervalSince1970: 1_796_166_300),   // 2026-12-02 00:05:00 CET
        ]
        XCTAssertEqual(ReadingStreak(calendar: cal).length(of: reads), 2)
    }
}
