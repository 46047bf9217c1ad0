import CoreLocation
import XCTest
@testable import Wayfarer

/// The job moves the Simulator with `xcrun simctl location booted set` before this suite runs.
final class GeofenceSimulatorTests: XCTestCase {
    func testEnterDeliveredAfterSimulatedLocationMove() {
        let manager = CLLocationManager()
        let monitor = ClassicRegionMonitor(manager: manager)
        let entered = expectation(description: "didEnterRegion for depot")
        monitor.onEvent = { id, state in if id == "depot" && state == .inside { entered.fulfill() } }
        monitor.register(CLCircularRegion(center: .init(latitude: 48.8584, longitude: 2.2945), radius: 150, identifier: "depot"))
        wait(for: [entered], timeout: 60)
    }
}
