import XCTest
import CoreBluetoothMock
@testable import Kiln

/// Uses nRF CoreBluetoothMock so restoration can be exercised without hardware.
final class CentralRestorationTests: XCTestCase {
    override func setUp() {
        CBMCentralManagerMock.simulatePeripherals([KilnPeripheralSpec.firingKiln])
        CBMCentralManagerMock.simulateInitialState(.poweredOn)
    }

    func testRestoredPeripheralsReconnectAfterRelaunch() {
        // Pretend the app was killed while connected to the kiln...
        KilnPeripheralSpec.firingKiln.simulateConnection()
        // ...and relaunched by the system: a new manager with the same restore id.
        let central = MockKilnCentral(restoreIdentifier: KilnCentral.restoreIdentifier)
        let restored = expectation(description: "willRestoreState")
        central.onRestore = { _ in restored.fulfill() }
        wait(for: [restored], timeout: 2, enforceOrder: false)
        XCTAssertEqual(central.restoredPeripherals.count, 1, "willRestoreState should hand back the kiln peripheral")
    }
}
