import XCTest
import CoreBluetooth
@testable import KestrelLock

/// Builds the production central (real CBCentralManager, restore identifier set)
/// inside the test host, the way PairingFlow does after the first lock is paired.
final class RestorationBootstrapTests: XCTestCase {
    func testCentralRestoresUnderRestoreIdentifier() {
        let controller = CentralController(restoreIdentifier: KestrelServices.restoreIdentifier)
        let central = controller.central as? CBCentralManager
        XCTAssertNotNil(central, "production controller must own a real CBCentralManager")
    }
}
