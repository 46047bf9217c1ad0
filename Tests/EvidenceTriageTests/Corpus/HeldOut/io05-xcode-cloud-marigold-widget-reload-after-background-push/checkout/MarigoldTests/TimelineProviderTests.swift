import XCTest
import WidgetKit
@testable import Marigold

final class TimelineProviderTests: XCTestCase {
    let now = ISO8601DateFormatter().date(from: "2026-12-05T09:00:00Z")!

    func testEntryForNowComesFirst() {
        let snapshot = PlantSnapshot.fixture(dueToday: 2, upcoming: [])
        XCTAssertEqual(WateringTimelineProvider.timeline(for: snapshot, now: now).entries.first?.date, now)
    }

    func testTimelineRefreshesAfterNextWateringDue() {
        // Nothing due in the snapshot's window any more, but the fern is due again tomorrow 07:00:
        // the widget must come back for a new timeline then, not sit on "0 plants" forever.
        let tomorrow = ISO8601DateFormatter().date(from: "2026-12-06T07:00:00Z")!
        let snapshot = PlantSnapshot.fixture(dueToday: 0, upcoming: [], nextCycleStart: tomorrow)
        let timeline = WateringTimelineProvider.timeline(for: snapshot, now: now)
        XCTAssertEqual(String(describing: timeline.policy), String(describing: TimelineReloadPolicy.after(tomorrow)))
    }
}
