import WidgetKit
import XCTest
@testable import Tidewatch

/// The widget's provider stamps `timeline.lastRequest` in the shared suite each time
/// WidgetKit asks it for a timeline.
final class TimelineReloadTests: XCTestCase {
    func testReloadAllTimelinesRefreshesWithin10Seconds() {
        let shared = UserDefaults(suiteName: "group.com.tidewatch.shared")!
        let before = shared.double(forKey: "timeline.lastRequest")
        WidgetCenter.shared.reloadAllTimelines()
        let refreshed = expectation(for: NSPredicate { _, _ in shared.double(forKey: "timeline.lastRequest") > before },
                                    evaluatedWith: nil)
        wait(for: [refreshed], timeout: 10)
    }
}
