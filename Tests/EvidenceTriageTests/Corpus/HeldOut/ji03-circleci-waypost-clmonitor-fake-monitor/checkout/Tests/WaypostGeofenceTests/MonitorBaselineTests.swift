import CoreLocation
import XCTest
@testable import WaypostGeofence

final class MonitorBaselineTests: XCTestCase {
    private let amsterdam = CLLocationCoordinate2D(latitude: 52.37020, longitude: 4.89520)
    private var monitor: FakeConditionMonitor!
    private var tracker: TransitionTrackerSpy!
    private var engine: GeofenceMonitorEngine!

    override func setUp() async throws {
        monitor = FakeConditionMonitor()          // stands in for CLMonitor; no Core Location involved
        tracker = TransitionTrackerSpy()
        engine = GeofenceMonitorEngine(monitor: monitor, registration: ConditionMonitorRegistration(), tracker: tracker)
        await engine.start()
    }

    func testRepeatedStateIsNotDeliveredTwice() async {
        await engine.register(.circle(id: "g1", center: amsterdam, radius: 150))
        await monitor.drainStagedOperations()
        await monitor.emit(.satisfied, for: "g1")
        await monitor.emit(.satisfied, for: "g1")
        XCTAssertEqual(tracker.delivered, [.enter("g1")])
    }

    func testUnmonitoredClearsBaselineWhenNotReAdded() async {
        await engine.register(.circle(id: "g1", center: amsterdam, radius: 150))
        await monitor.drainStagedOperations()
        await monitor.emit(.satisfied, for: "g1")
        await monitor.emit(.unmonitored, for: "g1")
        await monitor.drainStagedOperations()
        let cleared = await engine.registration.known.contains("g1")
        XCTAssertFalse(cleared)
    }

    /// customerio-ios#1193 scenario: an unchanged-geometry add is staged before
    /// .unmonitored and drains after it; the device crosses while unmonitored.
    func testCrossingAfterUnmonitoredIsDelivered() async {
        await engine.register(.circle(id: "g1", center: amsterdam, radius: 150))
        await monitor.drainStagedOperations()
        await monitor.emit(.unsatisfied, for: "g1")              // baseline: outside

        let delivered = expectation(description: "enter g1 delivered after the OS stopped and resumed monitoring")
        tracker.onDeliver = { if $0 == .enter("g1") { delivered.fulfill() } }

        await engine.register(.circle(id: "g1", center: amsterdam, radius: 150))   // op#1 staged
        await monitor.emit(.unmonitored, for: "g1")                                // op#2 staged
        await monitor.drainStagedOperations()
        await monitor.emit(.satisfied, for: "g1")                                  // genuine crossing

        await fulfillment(of: [delivered], timeout: 5)
    }

    func testChangedGeometryReseedsBaseline() async {
        await engine.register(.circle(id: "g1", center: amsterdam, radius: 150))
        await monitor.drainStagedOperations()
        await monitor.emit(.satisfied, for: "g1")
        await engine.register(.circle(id: "g1", center: amsterdam, radius: 300))
        await monitor.drainStagedOperations()
        await monitor.emit(.satisfied, for: "g1")
        XCTAssertEqual(tracker.delivered, [.enter("g1"), .enter("g1")])
    }
}
