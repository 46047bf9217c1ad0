import WidgetKit
import XCTest
@testable import Almanac

/// End-to-end: after the feed refresh, the widget extension should build a new timeline.
/// The extension writes `lastTimelineRequest` into the app group whenever getTimeline runs.
final class WidgetReloadTests: XCTestCase {
    private let shared = UserDefaults(suiteName: "group.com.almanac.app")!

    func testReloadAllTimelinesRefreshesProviderWithin10Seconds() {
        let before = shared.double(forKey: "lastTimelineRequest")
        FeedSnapshotStore.shared.save(.fixture(date: .now))
        WidgetCenter.shared.reloadAllTimelines()

        let refreshed = expectation(for: NSPredicate { _, _ in
            self.shared.double(forKey: "lastTimelineRequest") > before
        }, evaluatedWith: nil)

        wait(for: [refreshed], timeout: 10)
    }
}
