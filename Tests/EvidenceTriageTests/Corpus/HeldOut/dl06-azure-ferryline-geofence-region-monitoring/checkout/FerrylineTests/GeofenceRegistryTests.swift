import XCTest
import CoreLocation
@testable import Ferryline

final class GeofenceRegistryTests: XCTestCase {
    func testFailedRegionIsNotReportedAsMonitored() {
        let fake = FakeRegionMonitor()
        let registry = GeofenceRegistry(manager: fake)
        let fence = CLCircularRegion(center: .init(latitude: 47.6025, longitude: -122.3381), radius: 150, identifier: "terminal.colman")
        registry.start(fence)
        fake.failMonitoring(fence, with: CLError(.regionMonitoringFailure), delegate: registry)
        XCTAssertFalse(registry.monitoredIdentifiers.contains("terminal.colman"), "a region CoreLocation refused must not be reported as monitored")
    }
}
