import XCTest
@testable import Corvane

final class FareCapCalculatorTests: XCTestCase {
    private func london(_ s: String) -> Date {
        let f = ISO8601DateFormatter()
        f.timeZone = TimeZone(identifier: "Europe/London")!
        f.formatOptions = [.withFullDate, .withTime, .withColonSeparatorInTime, .withDashSeparatorInDate]
        return f.date(from: s)!
    }

    func testDailyCapStopsCharging() {
        let taps = (0..<6).map { Tap(date: london("2026-11-16T08:0\($0):00"), fare: 2.80) }
        XCTAssertEqual(FareCapCalculator().charges(for: taps).reduce(0, +), 8.10)
    }

    func testWeeklyCapAppliesAcrossMidnight() {
        // Three journeys a day, Monday 1 June to Sunday 7 June 2026 (BST): the weekly cap is reached.
        var taps = (1...7).flatMap { day in
            (0..<3).map { Tap(date: london("2026-06-0\(day)T0\(7 + $0):00:00"), fare: 2.80) }
        }
        // 00:30 local time on Monday 8 June starts a new capping week.
        taps.append(Tap(date: london("2026-06-08T00:30:00"), fare: 2.80))

        let charges = FareCapCalculator().charges(for: taps)

        XCTAssertEqual(charges.last, 2.80, "a tap after midnight on Monday starts a new capping week")
    }

    func testZeroFareTapIsFree() {
        XCTAssertEqual(FareCapCalculator().charges(for: [Tap(date: Date(), fare: 0)]), [0])
    }
}
