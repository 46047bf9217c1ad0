import Testing
import Foundation
@testable import StudyLoop

struct DueQueueTests {
    let calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/Berlin")!
        return c
    }()

    @Test func cardsDueTodayIncludeOverdue() {
        let now = ISO8601DateFormatter().date(from: "2026-09-05T07:30:00Z")!
        let overdue = DueCard(id: 1, due: ISO8601DateFormatter().date(from: "2026-09-03T18:00:00Z")!)
        let today = DueCard(id: 2, due: ISO8601DateFormatter().date(from: "2026-09-05T20:00:00Z")!)
        let queue = DueQueue(calendar: calendar).dueToday([overdue, today], now: now)
        #expect(queue.map(\.id) == [1, 2])
    }
}
