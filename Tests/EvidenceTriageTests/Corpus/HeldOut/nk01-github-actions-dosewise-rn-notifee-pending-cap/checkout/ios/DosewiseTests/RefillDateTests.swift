import XCTest
@testable import Dosewise

final class RefillDateTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Dublin")!
        return c
    }()

    func testRefillDateForDailyDose() throws {
        let start = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 11, day: 2)))
        let refill = RefillCalculator(calendar: calendar).refillDate(start: start, pillsLeft: 10, perDay: 1, pausedDays: [])
        XCTAssertEqual(calendar.dateComponents([.month, .day], from: refill), DateComponents(month: 11, day: 12))
    }

    func testRefillSkipsPausedDays() throws {
        let start = try XCTUnwrap(calendar.date(from: DateComponents(year: 2026, month: 11, day: 2)))
        let paused: Set<Int> = [4, 5, 6] // course paused on Wed-Fri
        let refill = RefillCalculator(calendar: calendar).refillDate(start: start, pillsLeft: 10, perDay: 1, pausedDays: paused)
        XCTAssertEqual(calendar.dateComponents([.month, .day], from: refill), DateComponents(month: 11, day: 15))
    }
}
