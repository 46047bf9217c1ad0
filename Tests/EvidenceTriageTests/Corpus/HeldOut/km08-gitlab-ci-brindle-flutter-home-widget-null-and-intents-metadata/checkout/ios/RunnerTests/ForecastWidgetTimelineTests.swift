import WidgetKit
import XCTest

/// The widget extension stamps the App Group each time getTimeline runs.
final class ForecastWidgetTimelineTests: XCTestCase {
    private let defaults = UserDefaults(suiteName: "group.com.brindleweather.app")!

    func testWidgetReloadsWithinOneMinuteOfSave() {
        defaults.removeObject(forKey: "timeline_generated_at")
        defaults.set("Sunny, 14°", forKey: "forecast_summary")
        WidgetCenter.shared.reloadTimelines(ofKind: "ForecastWidget")

        let deadline = Date().addingTimeInterval(60)
        while defaults.object(forKey: "timeline_generated_at") == nil, Date() < deadline {
            RunLoop.current.run(until: Date().addingTimeInterval(1))
        }
        XCTAssertNotNil(defaults.object(forKey: "timeline_generated_at"),
                        "widget timeline was not reloaded within 60 s of the save")
    }
}
