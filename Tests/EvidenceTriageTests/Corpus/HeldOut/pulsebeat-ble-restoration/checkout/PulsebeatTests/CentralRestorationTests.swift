import XCTest
import CoreBluetooth
@testable import Pulsebeat

/// Hosted in Pulsebeat.app, so the central runs with the built app's real Info.plist.
final class CentralRestorationTests: XCTestCase {

    func testRestoreIdentifierIsStableAcrossLaunches() {
        XCTAssertEqual(BLECentral.defaultRestoreIdentifier, "com.halyard.pulsebeat.central")
    }

    func testCentralManagerOptsIntoStateRestoration() {
        let reportedState = expectation(description: "central reported its state")
        let central = BLECentral()
        central.onStateChange = { _ in reportedState.fulfill() }

        central.start()

        wait(for: [reportedState], timeout: 5)
        XCTAssertTrue(central.isRestorationEnabled)
    }

    func testCentralWithoutRestoreIdentifierStarts() {
        let reportedState = expectation(description: "central reported its state")
        let central = BLECentral(restoreIdentifier: nil)
        central.onStateChange = { _ in reportedState.fulfill() }

        central.start()

        wait(for: [reportedState], timeout: 5)
        XCTAssertFalse(central.isRestorationEnabled)
    }
}
