import XCTest
@testable import Latchkey

final class RestoreIdentifierTests: XCTestCase {
    func testCentralIdentifierIsStable() {
        XCTAssertEqual(BLEConfiguration().centralRestoreIdentifier, "com.latchkey.ble.restore")
    }

    /// Each CBCentralManager / CBPeripheralManager needs its own restore identifier.
    func testPeripheralAndCentralUseDistinctRestoreIdentifiers() {
        let configuration = BLEConfiguration()
        XCTAssertNotEqual(configuration.peripheralRestoreIdentifier, configuration.centralRestoreIdentifier)
    }
}
