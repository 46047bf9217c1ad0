import XCTest
import CoreBluetooth
@testable import Lanternfly

final class CentralRestoreTests: XCTestCase {
    func testRestoreIdentifierIsStable() {
        XCTAssertEqual(CentralController.restoreIdentifier, "com.lanternfly.app.central")
    }

    func testRestoresPeripheralOnRelaunch() {
        let controller = CentralController()
        controller.start()
        XCTAssertNotNil(controller.manager)
    }
}
