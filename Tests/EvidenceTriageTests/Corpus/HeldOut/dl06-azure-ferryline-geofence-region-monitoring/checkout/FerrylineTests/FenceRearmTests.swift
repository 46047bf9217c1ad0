import XCTest
import CoreLocation
@testable import Ferryline

/// App-host test against the real CLLocationManager (location-always granted by the pipeline).
final class FenceRearmTests: XCTestCase {
    func testRearmAfterTimetableChangeKeepsMonitoring() {
        let manager = CLLocationManager()
        let registry = GeofenceRegistry(manager: manager)
        manager.delegate = registry
        let old = CLCircularRegion(center: .init(latitude: 47.5114, longitude: -122.3844), radius: 150, identifier: "terminal.fauntleroy")
        let new = CLCircularRegion(center: .init(latitude: 47.5113, longitude: -122.3846), radius: 120, identifier: "terminal.fauntleroy.v2")
        registry.start(old)
        let determined = expectation(description: "state determined for terminal.fauntleroy.v2")
        registry.onStateDetermined = { id in if id == new.identifier { determined.fulfill() } }
        registry.rearm(replacing: old, with: new)
        wait(for: [determined], timeout: 5)
    }
}
