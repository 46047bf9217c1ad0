import CoreLocation
import XCTest
@testable import Trailmark

final class VisitMonitorTests: XCTestCase {
    func testStartRequestsVisitMonitoring() {
        VisitMonitor.shared.start()
        XCTAssertNotNil(VisitMonitor.shared)
    }

    /// Simulator location is set to the Skyline trailhead by the workflow
    /// (`xcrun simctl location set 37.8324,-122.4795`) before tests run.
    func testArrivalRecordedAfterDwell() {
        let arrived = expectation(description: "visit arrival delivered")
        VisitMonitor.shared.onArrivalForTesting = { _ in arrived.fulfill() }
        VisitMonitor.shared.start()
        wait(for: [arrived], timeout: 600)
        XCTAssertEqual(VisitMonitor.shared.arrivals.count, 1)
    }
}
