import Foundation
import Testing
@testable import FernwoodCore

@Suite struct RenewalScheduleTests {
    private var london: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/London")!
        return c
    }

    @Test func renewalIsOneDayLater() {
        let schedule = RenewalSchedule(calendar: london)
        let last = london.date(from: DateComponents(year: 2027, month: 1, day: 12, hour: 8))!
        #expect(schedule.nextRenewal(after: last) == london.date(from: DateComponents(year: 2027, month: 1, day: 13, hour: 8))!)
    }

    /// British Summer Time starts on Sunday 28 March 2027.
    @Test func renewalKeepsWallClockTimeAcrossDST() {
        let schedule = RenewalSchedule(calendar: london)
        let last = london.date(from: DateComponents(year: 2027, month: 3, day: 27, hour: 8))!
        let next = schedule.nextRenewal(after: last)
        let expected = london.date(from: DateComponents(year: 2027, month: 3, day: 28, hour: 8))!
        #expect(next == expected)
    }
}
