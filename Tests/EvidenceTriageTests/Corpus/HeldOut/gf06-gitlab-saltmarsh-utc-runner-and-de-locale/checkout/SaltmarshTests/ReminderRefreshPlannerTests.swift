import Foundation
import Testing
@testable import Saltmarsh

struct FixedClock: Clock { let now: Date }

@Suite struct ReminderRefreshPlannerTests {
    let berlin = TimeZone(identifier: "Europe/Berlin")!
    let iso = ISO8601DateFormatter()

    @Test func earliestBeginDateIsNextLocalMorning() {
        // 20:00 in Berlin on 1 April; the next 06:00 there is 04:00 UTC on 2 April.
        let planner = ReminderRefreshPlanner(clock: FixedClock(now: iso.date(from: "2026-04-01T18:00:00Z")!), homeTimeZone: berlin)
        let request = planner.nextRequest()
        #expect(request.earliestBeginDate == iso.date(from: "2026-04-02T04:00:00Z"))
    }

    @Test func usesTaskIdentifierFromPlist() {
        let planner = ReminderRefreshPlanner(clock: FixedClock(now: .now), homeTimeZone: berlin)
        #expect(planner.nextRequest().identifier == "com.saltmarsh.budget.reminders")
    }
}
