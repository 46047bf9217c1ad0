import CoreBluetooth
import XCTest
@testable import Pulsewave

/// Device-lab only: the lab strap (a bench nRF board advertising HRS) is paired
/// and connected by the fixture before this suite runs.
final class PeripheralRestoreTests: XCTestCase {
    func testRestoresConnectedPeripheralAfterRelaunch() throws {
        try XCTSkipUnless(LabFixture.strapIsConnected, "lab strap not connected")

        let restored = expectation(description: "willRestoreState delivered the lab strap")
        let central = StrapCentral()
        central.onRestore = { peripherals in
            if peripherals.contains(where: { $0.identifier == LabFixture.strapID }) { restored.fulfill() }
        }
        // Re-creating the manager with the same restore identifier must hand back the
        // connection the previous instance owned.
        LabFixture.dropCentralWithoutDisconnecting()
        central.start()

        wait(for: [restored], timeout: 10)
    }
}
