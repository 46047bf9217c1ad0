import Foundation
import Testing
@testable import ClipNest

struct SnoozeCalculatorTests {
    let iso = ISO8601DateFormatter()

    @Test func snoozeUntilLaterToday() throws {
        let now = try #require(iso.date(from: "2026-11-30T10:00:00-08:00"))
        #expect(SnoozeCalculator.laterToday(from: now) == iso.date(from: "2026-11-30T13:00:00-08:00"))
    }

    @Test func testSnoozeUntilTomorrowMorning() throws {
        // Fixture strings carry the author's own UTC offset; the calculator uses Calendar.current.
        let now = try #require(iso.date(from: "2026-11-30T21:30:00-08:00"))
        let snoozed = SnoozeCalculator.tomorrowMorning(from: now)
        #expect(snoozed == iso.date(from: "2026-12-01T08:00:00-08:00"))
    }
}
