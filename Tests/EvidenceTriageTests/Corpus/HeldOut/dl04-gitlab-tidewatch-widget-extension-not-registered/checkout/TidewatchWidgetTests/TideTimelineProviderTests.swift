import XCTest
import WidgetKit
@testable import TidewatchWidgets

final class TideTimelineProviderTests: XCTestCase {
    func testTimelineRefreshesAfterNextTideTurn() {
        let now = Date(timeIntervalSince1970: 1_796_000_000)
        let source = FixedTideTable(turns: [.high(at: now + 3_600), .low(at: now + 26_000), .high(at: now + 48_000), .low(at: now + 70_000)])
        let provider = TideTimelineProvider(tides: source)
        let entries = provider.timeline(now: now).entries
        // The widget's height curve is only accurate until the next turn, so
        // the provider must ask for a fresh timeline right after it.
        XCTAssertEqual(provider.nextReload(entries: entries), now + 3_600)
    }
}
