import WidgetKit
import XCTest
@testable import TallyboardWidgetsExtension

final class StreakTimelineProviderTests: XCTestCase {
    private var calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()
    private let now = ISO8601DateFormatter().date(from: "2026-12-08T10:44:07Z")!

    func testEntriesKeepTheirScheduledDates() {
        let store = MemorySnapshotStore()
        store.snapshot = WidgetSnapshot(generatedAt: now, entries: [])
        let provider = StreakTimelineProvider(store: store, calendar: calendar)
        let delivered = expectation(description: "timeline delivered")
        var timeline: Timeline<StreakEntry>?

        provider.makeTimeline(now: now) { timeline = $0; delivered.fulfill() }
        wait(for: [delivered], timeout: 5)

        let dates = timeline?.entries.map(\.date) ?? []
        XCTAssertEqual(dates.count, 3)
        XCTAssertEqual(dates.last, ISO8601DateFormatter().date(from: "2026-12-10T00:00:00Z"),
                       "the last entry belongs to the second midnight")
    }

    func testSnapshotOutsidePreviewDoesNotUseSampleData() {
        let provider = StreakTimelineProvider(store: MemorySnapshotStore(), calendar: calendar)
        let entry = provider.snapshotEntry(isPreview: false)
        XCTAssertFalse(entry.isSample, "outside the widget gallery an unseeded widget must not show sample habits")
    }

    func testTimelineCompletesWhenStoreIsUnreadable() {
        let store = MemorySnapshotStore()
        store.readError = DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "snapshot v3 written by a newer app"))
        let provider = StreakTimelineProvider(store: store, calendar: calendar)
        let delivered = expectation(description: "timeline delivered")

        provider.makeTimeline(now: now) { _ in delivered.fulfill() }

        wait(for: [delivered], timeout: 5)
    }
}
