import XCTest
import CoreLocation
@testable import Brewlog

final class SunriseWidgetProviderTests: XCTestCase {
    func testTimelineIsProducedWhenLocationIsSlow() {
        // Widget extensions get a few seconds of runtime; a location fix that never comes
        // must not leave the widget without a timeline.
        let location = StalledLocationSource(lastKnown: CLLocation(latitude: 59.3293, longitude: 18.0686))
        let provider = SunriseTimelineProvider(location: location, clock: FixedClock("2026-12-04T06:00:00Z"))

        let delivered = expectation(description: "timeline delivered")
        provider.getTimeline(in: .preview) { timeline in
            XCTAssertFalse(timeline.entries.isEmpty)
            delivered.fulfill()
        }
        wait(for: [delivered], timeout: 10)
    }
}
