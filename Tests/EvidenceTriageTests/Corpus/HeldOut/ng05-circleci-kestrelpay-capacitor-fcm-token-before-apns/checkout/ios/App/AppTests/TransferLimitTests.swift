import XCTest
@testable import App

final class TransferLimitTests: XCTestCase {

    func testDailyLimitResetsAtLocalMidnight() {
        let clock = FixedClock("2026-10-25T23:30:00+01:00")
        let ledger = TransferLedger(limitMinor: 500_00, clock: clock, timeZone: TimeZone(identifier: "Europe/London")!)
        ledger.record(amountMinor: 500_00)
        clock.advance(minutes: 45)
        XCTAssertEqual(ledger.remainingTodayMinor, 500_00)
    }
}
