import CoreLocation
import XCTest
@testable import SkerryKit

final class AnchorWatchMonitorTests: XCTestCase {
    private let anchor = CLLocation(latitude: 56.0012, longitude: -5.4401)

    func testNoNotificationInsideSwingCircle() {
        let monitor = AnchorWatchMonitor(anchor: anchor, swingRadius: 40)
        let posted = expectation(forNotification: .anchorDriftDetected, object: monitor)
        posted.isInverted = true
        monitor.ingest(CLLocation(latitude: 56.0013, longitude: -5.4402))
        wait(for: [posted], timeout: 0.5)
    }

    func testPostsDriftNotification() {
        let monitor = AnchorWatchMonitor(anchor: anchor, swingRadius: 40)
        let posted = expectation(forNotification: .anchorDriftDetected, object: monitor)
        posted.expectationDescription = "drift notification posted"
        monitor.ingest(CLLocation(latitude: 56.0021, longitude: -5.4401))   // ~100 m north
        wait(for: [posted], timeout: 1.0)
    }
}
