import CoreBluetooth
import XCTest
@testable import Pulsewise

final class CentralRestorationTests: XCTestCase {
    func testCentralIsCreatedWithRestoreIdentifier() {
        let options = BLECentral.shared.creationOptions
        XCTAssertEqual(options[CBCentralManagerOptionRestoreIdentifierKey] as? String, "com.pulsewise.central")
    }

    func testPowerAlertIsSuppressed() {
        XCTAssertEqual(BLECentral.shared.creationOptions[CBCentralManagerOptionShowPowerAlertKey] as? Bool, false)
    }
}
