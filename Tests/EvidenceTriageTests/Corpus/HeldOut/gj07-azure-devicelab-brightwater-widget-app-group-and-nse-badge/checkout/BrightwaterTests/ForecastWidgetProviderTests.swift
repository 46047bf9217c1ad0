@testable import Brightwater
import BrightwaterShared
import WidgetKit
import XCTest

final class ForecastWidgetProviderTests: XCTestCase {
    func testPlaceholderHasNoNetworkData() {
        let entry = ForecastProvider().placeholder(in: .preview)
        XCTAssertTrue(entry.isPlaceholder)
    }

    func testTimelineUsesForecastSavedByApp() throws {
        // The app saves into the shared App Group container; the widget reads it back.
        let store = try XCTUnwrap(SharedForecastStore(), "App Group container unavailable for group.com.brightwater.shared")
        try store.save(.fixture(location: "Whitby", highC: 19, lowC: 11))

        let entries = ForecastProvider(store: store).entriesForTimeline(now: .fixtureMorning)

        XCTAssertEqual(entries.first?.location, "Whitby")
        XCTAssertEqual(entries.first?.highC, 19)
    }
}
