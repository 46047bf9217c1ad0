import Foundation
import Testing
@testable import AgendaKit

private struct StubStore: AgendaStore {
    let events: [AgendaEvent]
    var delay: Duration = .zero
    func upcoming(limit: Int) async throws -> [AgendaEvent] {
        try await Task.sleep(for: delay)
        return Array(events.prefix(limit))
    }
}

@Suite("Agenda timeline provider")
struct AgendaTimelineProviderTests {
    private let standup = AgendaEvent(title: "Stand-up",
                                      start: Date(timeIntervalSince1970: 1_796_893_200), // 2026-12-10 09:00 Europe/Lisbon
                                      timeZone: TimeZone(identifier: "Europe/Lisbon")!)

    @Test func entriesUseEventTimeZone() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "Asia/Tokyo")!
        let builder = AgendaTimelineBuilder(store: StubStore(events: []), calendar: calendar)
        let entry = builder.entry(for: standup)
        #expect(entry.hourLabel == "09:00")
    }

    @Test func timelineWaitsForCalendarLoad() async {
        let builder = AgendaTimelineBuilder(store: StubStore(events: [standup], delay: .milliseconds(50)))
        let entries = await withCheckedContinuation { continuation in
            builder.timeline { continuation.resume(returning: $0) }
        }
        #expect(entries.map(\.title) == ["Stand-up"])
    }

    @Test func emptyCalendarYieldsNoEntries() async {
        let builder = AgendaTimelineBuilder(store: StubStore(events: []))
        let entries = await withCheckedContinuation { continuation in
            builder.timeline { continuation.resume(returning: $0) }
        }
        #expect(entries.allSatisfy { !$0.title.isEmpty })
    }
}
