import XCTest
import WidgetKit
@testable import Tidewell

final class WidgetReloadTests: XCTestCase {

    func testPublisherRequestsReloadForTideKind() {
        let center = SpyWidgetCenter()
        let publisher = WidgetPublisher(center: center)
        publisher.alertsDidChange()
        XCTAssertEqual(center.reloadedKinds, ["TideWidget"])
    }

    /// End-to-end: saving an alert should make the widget's TimelineProvider run again.
    /// The provider posts `com.tidewell.widget.timelineDidLoad` when getTimeline(in:completion:) finishes.
    func testSavingTideAlertReloadsWidgetWithinFiveSeconds() {
        let reloaded = expectation(description: "widget timeline provider ran after reload")
        let observer = DarwinNotificationObserver(name: "com.tidewell.widget.timelineDidLoad") {
            reloaded.fulfill()
        }
        defer { observer.invalidate() }

        AlertStore.shared.save(TideAlert(station: "Port Orchard", thresholdMeters: 3.2))

        wait(for: [reloaded], timeout: 5)
    }
}
