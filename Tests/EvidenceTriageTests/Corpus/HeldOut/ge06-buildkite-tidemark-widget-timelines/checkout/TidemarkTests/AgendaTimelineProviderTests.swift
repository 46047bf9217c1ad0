import XCTest
@testable import Tidemark

final class AgendaTimelineProviderTests: XCTestCase {
    private var calendar: Calendar = {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: "Europe/London")!
        return c
    }()

    private func date(_ string: String) -> Date {
        try! Date(string, strategy: .iso8601)
    }

    func testTimelineReloadsAtNextMidnight() {
        let store = WidgetSnapshotStore.inMemory()
        let provider = AgendaTimelineProvider(store: store, calendar: calendar, now: { self.date("2026-11-16T17:30:00Z") })
        let timeline = provider.timeline(at: date("2026-11-16T17:30:00Z"))
        XCTAssertEqual(timeline.policy, .after(date("2026-11-17T00:00:00Z")))
    }

    /// The app wrote yesterday's agenda and was not opened since. After midnight the
    /// widget must not present those items under today's date.
    func testTimelineCrossingMidnightRegeneratesForNewDay() {
        let store = WidgetSnapshotStore.inMemory()
        store.writeSync(agenda: .fixture(day: date("2026-11-16T00:00:00Z"),
                                         items: ["Low tide walk 07:42", "Dentist 15:10"]))
        let justAfterMidnight = date("2026-11-17T00:05:00Z")
        let provider = AgendaTimelineProvider(store: store, calendar: calendar, now: { justAfterMidnight })

        let entry = provider.entry(at: justAfterMidnight)

        XCTAssertTrue(entry.isStale, "snapshot is from 16 Nov, widget renders 17 Nov")
        XCTAssertFalse(entry.items.contains { $0.title == "Dentist 15:10" })
    }
}
