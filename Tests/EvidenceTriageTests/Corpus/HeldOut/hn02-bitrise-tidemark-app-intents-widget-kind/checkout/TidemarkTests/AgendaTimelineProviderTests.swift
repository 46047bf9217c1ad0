import WidgetKit
import XCTest
@testable import TidemarkKit

final class AgendaTimelineProviderTests: XCTestCase {
    struct StoreBusy: Error {}

    func testTimelineIsNeverEmptyWhenStoreUnavailable() {
        let builder = AgendaTimelineBuilder(openStore: { throw StoreBusy() },
                                            now: { Date(timeIntervalSince1970: 1_792_000_000) })

        let timeline = builder.timeline()

        XCTAssertFalse(timeline.entries.isEmpty, "timeline handed to WidgetKit is empty")
    }

    func testTimelineHasEntryPerUpcomingItem() {
        let now = Date(timeIntervalSince1970: 1_792_000_000)
        let store = InMemoryAgenda(items: [.fixture(start: now.addingTimeInterval(3600)),
                                           .fixture(start: now.addingTimeInterval(7200))])
        let builder = AgendaTimelineBuilder(openStore: { store }, now: { now })

        XCTAssertEqual(builder.timeline().entries.count, 3)
    }
}
