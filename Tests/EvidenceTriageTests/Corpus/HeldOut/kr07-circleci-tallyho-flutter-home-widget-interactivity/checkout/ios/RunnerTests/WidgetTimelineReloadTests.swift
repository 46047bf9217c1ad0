import XCTest
import WidgetKit

final class WidgetTimelineReloadTests: XCTestCase {
    /// Saves a new count, asks WidgetKit to reload, and expects the widget
    /// extension's getTimeline to run within 10 seconds.
    func testTapRefreshesWidgetWithinTenSeconds() {
        let defaults = UserDefaults(suiteName: "group.app.tallyho.shared")!
        defaults.set(7, forKey: "count_water")
        let configured = expectation(description: "configurations")
        WidgetCenter.shared.getCurrentConfigurations { result in
            let count = (try? result.get())?.filter { $0.kind == "TallyWidget" }.count ?? -1
            NSLog("[WidgetTimelineReloadTests] current TallyWidget configurations: %ld", count)
            configured.fulfill()
        }
        wait(for: [configured], timeout: 5)
        let requestedAt = Date().timeIntervalSince1970
        WidgetCenter.shared.reloadTimelines(ofKind: "TallyWidget")

        let deadline = Date().addingTimeInterval(10)
        var generatedAt = defaults.double(forKey: "timelineGeneratedAt")
        while generatedAt < requestedAt && Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(0.25))
            generatedAt = defaults.double(forKey: "timelineGeneratedAt")
        }
        XCTAssertGreaterThanOrEqual(generatedAt, requestedAt, "TallyWidget timeline was not regenerated within 10 s of reloadTimelines")
    }
}
