import XCTest
import CoreBluetooth
@testable import Latchkey

final class CentralRestorationTests: XCTestCase {
    func testCentralManagerIsCreatedWithRestoreIdentifier() {
        let factory = BLECentralFactory()
        _ = LockCentral(factory: factory)

        let restoreID = factory.appliedOptions[CBCentralManagerOptionRestoreIdentifierKey] as? String
        // Without the identifier CoreBluetooth logs API MISUSE and never calls willRestoreState.
        XCTAssertEqual(restoreID,
                       BLECentralFactory.restoreIdentifier,
                       "central must opt in to state restoration")
    }

    func testRestoredPeripheralsAreAdopted() {
        let central = LockCentral()
        central.centralManager(central.central, willRestoreState: [:])
        XCTAssertTrue(central.restored.isEmpty)
    }
}
