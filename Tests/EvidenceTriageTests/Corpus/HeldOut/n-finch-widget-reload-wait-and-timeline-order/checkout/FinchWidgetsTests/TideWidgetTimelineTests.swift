import XCTest
import WidgetKit
@testable import FinchWidgets

final class TideWidgetTimelineTests: XCTestCase {
    func testTimelineEntriesAreChronological() async {
        let provider = TideTimelineProvider(feed: .fixture("tides-bergen"))
        let timeline = await provider.timeline(for: .init(), in: .preview)
        XCTAssertEqual(timeline.entries.map(\.date), timeline.entries.map(\.date).sorted())
    }

    func testWidgetReloadsAfterPolicyDate() throws {
        let app = XCUIApplication(bundleIdentifier: "com.apple.springboard")
        WidgetCenter.shared.reloadTimelines(ofKind: "TideWidget")
        let reloaded = app.staticTexts["tide-widget-updated"].waitForExistence(timeout: 15 * 60)
        XCTAssertTrue(reloaded, "widget did not reload within 15 minutes of .after(+10m)")
    }
}
