import Foundation
import Testing
@testable import Harbormint

struct TransferLimitTests {
    let cal: Calendar = { var c = Calendar(identifier: .gregorian); c.timeZone = TimeZone(identifier: "Europe/Berlin")!; return c }()

    @Test func spendingReducesRemaining() {
        var limit = TransferLimit(dailyCents: 100_000, windowStart: Date(timeIntervalSince1970: 1_786_000_000))
        limit.record(30_000, at: Date(timeIntervalSince1970: 1_786_000_600), calendar: cal)
        #expect(limit.remainingCents == 70_000)
    }

    @Test func dailyLimitResetsAtMidnight() {
        let evening = cal.date(from: DateComponents(year: 2026, month: 8, day: 11, hour: 21))!
        let nextMorning = cal.date(from: DateComponents(year: 2026, month: 8, day: 12, hour: 8))!
        var limit = TransferLimit(dailyCents: 100_000, windowStart: evening)
        limit.record(90_000, at: evening, calendar: cal)
        limit.record(10_000, at: nextMorning, calendar: cal)
        #expect(limit.remainingCents == 90_000)
    }
}
