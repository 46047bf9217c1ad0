import Testing
import Foundation
@testable import Pollard

struct WateringScheduleTests {
    @Test func nextWateringSkipsWinterMonths() throws {
        let schedule = WateringSchedule(intervalDays: 7, dormantMonths: [12, 1, 2])
        let next = schedule.next(after: Fixtures.date("2026-11-28T08:00:00Z"))
        #expect(Calendar.utc.component(.month, from: next) == 3)
    }
}
