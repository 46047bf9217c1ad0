import CoreLocation
import XCTest
@testable import Saltmarsh

final class FakeRegionManager: RegionMonitoring {
    weak var delegate: CLLocationManagerDelegate?
    private(set) var started: [CLRegion] = []
    /// What iOS 26 does right after startMonitoring when the device is not in the
    /// region: it reports the state, even for an arrivals-only region.
    var reportsInitialState: CLRegionState? = .outside

    func startMonitoring(for region: CLRegion) {
        started.append(region)
        if let state = reportsInitialState {
            delegate?.locationManager?(CLLocationManager(), didDetermineState: state, for: region)
        }
    }

    func requestState(for region: CLRegion) {}
}

final class PierRegionTests: XCTestCase {
    func testEnterOnlyRegionDoesNotReportExitOnRegistration() {
        let manager = FakeRegionManager()
        let monitor = LegacyRegionMonitor(manager: manager)
        var crossings: [PierCrossing] = []
        monitor.onCrossing = { crossings.append($0) }

        monitor.watchArrivals(at: .harbourGate)

        XCTAssertEqual(crossings.map(\.description), [])
    }

    func testInsideStateReportsEntry() {
        let manager = FakeRegionManager()
        manager.reportsInitialState = .inside
        let monitor = LegacyRegionMonitor(manager: manager)
        var crossings: [PierCrossing] = []
        monitor.onCrossing = { crossings.append($0) }

        monitor.watchArrivals(at: .harbourGate)

        XCTAssertEqual(crossings.map(\.description), ["enter(pier.harbourgate)"])
    }
}
