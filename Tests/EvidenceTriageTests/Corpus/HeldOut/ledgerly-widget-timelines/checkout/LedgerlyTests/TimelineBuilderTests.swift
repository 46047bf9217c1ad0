import Testing
import Foundation
@testable import LedgerlyKit

@Suite struct TimelineBuilderTests {
    let builder = BillTimelineBuilder()
    let now = ISO8601DateFormatter().date(from: "2026-11-20T09:30:00Z")!

    @Test func entriesAreSortedByDate() {
        let entries = builder.entries(for: [.fixture(name: "Water"), .fixture(name: "Rent")], now: now)
        #expect(entries.map(\.date) == entries.map(\.date).sorted())
    }

    @Test func reloadPolicyIsAfterLastEntry() {
        let timeline = builder.timeline(for: [.fixture(name: "Rent")], now: now)
        #expect(timeline.entries.isEmpty == false)
    }

    @Test func currentEntryIsLatestPastEntry() {
        // Reminders at 08:00 (past) and 18:00 (future). Until 18:00 the widget must keep showing the 08:00 entry.
        let bill = Bill.fixture(name: "Rent", reminders: ["2026-11-20T08:00:00Z", "2026-11-20T18:00:00Z"])
        let timeline = builder.timeline(for: [bill], now: now)
        #expect(timeline.entries.first?.title == "Rent due today")
    }
}
