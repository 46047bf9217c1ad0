import CoreBluetooth
import XCTest
@testable import Glimmer

final class PairingFlowTests: XCTestCase {
    func testServiceUUIDMatchesTransmitterSpec() {
        XCTAssertEqual(TransmitterManager.serviceUUID.uuidString, "F8083532-849E-531C-C594-30F1F86A4EA5")
    }

    func testScanStartsWhenPoweredOn() {
        let manager = TransmitterManager(restoreIdentifier: nil)
        manager.startScanning()
        XCTAssertNotNil(manager.central)
    }
}
