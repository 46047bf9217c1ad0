import XCTest
import CoreLocation
@testable import ParkPass

/// Simulates a device restart: the app is terminated, the simulator's location is moved into
/// the monitored region, and the test waits for the relaunch delegate callback.
final class GeofenceRelaunchTests: XCTestCase {
    func testEnterEventDeliveredAfterRelaunch() throws {
        let harness = try RelaunchHarness(bundleID: "com.lindenbay.parkpass")
        try harness.terminateApp()
        try harness.setSimulatedLocation(latitude: 47.7511, longitude: -121.0903) // inside trailhead-north

        let entered = expectation(description: "didEnterRegion for trailhead-north")
        harness.onRegionEvent { event in
            if event.kind == .enter, event.identifier == "trailhead-north" { entered.fulfill() }
        }
        try harness.launchInBackground()
        wait(for: [entered], timeout: 60)
    }
}
