import XCTest
import CoreLocation
@testable import Ridgeline

final class SpyRegionManager: RegionMonitoring {
    weak var delegate: CLLocationManagerDelegate?
    var monitoredRegions: Set<CLRegion> = []
    private(set) var calls: [String] = []
    private(set) var started: [CLCircularRegion] = []
    func requestAlwaysAuthorization() { calls.append("requestAlwaysAuthorization") }
    func startUpdatingLocation() { calls.append("startUpdatingLocation") }
    func startMonitoring(for region: CLRegion) {
        calls.append("startMonitoring(\(region.identifier))")
        if let circle = region as? CLCircularRegion { started.append(circle) }
    }
    func stopMonitoring(for region: CLRegion) { calls.append("stopMonitoring(\(region.identifier))") }
}

final class GeofenceMonitorTests: XCTestCase {
    private let trailhead = CLLocationCoordinate2D(latitude: 46.5586, longitude: 7.9086)

    func testRearmingStopsPreviousTrailhead() {
        let spy = SpyRegionManager()
        spy.monitoredRegions = [CLCircularRegion(center: trailhead, radius: 150, identifier: "trailhead-7")]
        GeofenceMonitor(manager: spy).arm(trailheadID: "trailhead-42", at: trailhead)
        XCTAssertTrue(spy.calls.contains("stopMonitoring(trailhead-7)"))
    }

    func testArmsExitOnlyRegionAroundTrailhead() throws {
        let spy = SpyRegionManager()
        let monitor = GeofenceMonitor(manager: spy)
        monitor.arm(trailheadID: "trailhead-42", at: trailhead)
        XCTAssertEqual(spy.started.count, 1, "expected startMonitoring(for: trailhead-42) but received \(spy.calls)")
        let region = try XCTUnwrap(spy.started.first)
        XCTAssertEqual(region.radius, 150)
        XCTAssertFalse(region.notifyOnEntry)
        XCTAssertTrue(region.notifyOnExit)
    }
}
