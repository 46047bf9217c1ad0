import CoreLocation
import XCTest
@testable import Juniper

final class ProximityMonitorTests: XCTestCase {

    private var manager: FakeLocationManager!
    private var delegate: RecordingProximityDelegate!

    override func setUp() {
        super.setUp()
        manager = FakeLocationManager()
        delegate = RecordingProximityDelegate()
    }

    private func makeMonitor(_ status: CLAuthorizationStatus) -> ProximityMonitor {
        let monitor = ProximityMonitor(manager: manager, authorization: { status })
        monitor.delegate = delegate
        return monitor
    }

    func testStartMonitoringAddsPrefixedRegion() {
        makeMonitor(.authorizedAlways).startMonitoringProximity(to: .zurichHB, id: "stop-8503000")
        XCTAssertEqual(manager.monitoredRegions.map(\.identifier), ["juniper.proximity.stop-8503000"])
    }

    func testStartMonitoringWithoutAuthorizationDoesNothing() {
        makeMonitor(.denied).startMonitoringProximity(to: .zurichHB, id: "stop-8503000")
        XCTAssertEqual(manager.monitoredRegions.count, 0)
    }

    func testDidEnterIgnoresRegionsWithoutPrefix() {
        let monitor = makeMonitor(.authorizedAlways)
        let foreign = CLCircularRegion(center: .zurichHB, radius: 100, identifier: "other-sdk.geofence.42")
        monitor.locationManager(CLLocationManager(), didEnterRegion: foreign)
        XCTAssertTrue(delegate.enteredIdentifiers.isEmpty, "regions owned by other SDKs must be ignored")
    }
}
