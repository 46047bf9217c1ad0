import CoreLocation
import XCTest
@testable import Wayfarer

/// Stands in for CLLocationManager: answers requestState(for:) like the classic API does,
/// and never volunteers a state on startMonitoring.
private final class FakeRegionManager: RegionMonitoringManager {
    weak var delegate: CLLocationManagerDelegate?
    var deviceIsInside = true
    func startMonitoring(for region: CLRegion) {}
    func requestState(for region: CLRegion) {
        DispatchQueue.main.async {
            self.delegate?.locationManager?(CLLocationManager(), didDetermineState: self.deviceIsInside ? .inside : .outside, for: region)
        }
    }
}

final class ClassicRegionMonitorTests: XCTestCase {
    func testInitialInsideStateSynthesizedOnRegister() {
        let fake = FakeRegionManager()
        let monitor = ClassicRegionMonitor(manager: fake)
        let initial = expectation(description: "initial enter for zone1")
        monitor.onEvent = { id, state in if id == "zone1" && state == .inside { initial.fulfill() } }
        monitor.register(CLCircularRegion(center: .init(latitude: 50, longitude: -50), radius: 100, identifier: "zone1"))
        wait(for: [initial], timeout: 1)
    }
}
