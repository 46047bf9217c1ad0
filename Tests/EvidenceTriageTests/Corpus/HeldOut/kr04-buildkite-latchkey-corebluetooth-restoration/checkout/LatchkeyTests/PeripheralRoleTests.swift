import XCTest
import CoreBluetooth
@testable import Latchkey

final class PeripheralRoleTests: XCTestCase {
    func testAdvertisingManagerOptsIntoRestoration() {
        let advertiser = PhoneKeyAdvertiser(queue: .main)
        XCTAssertNotNil(advertiser.manager)
    }

    func testServiceUUIDMatchesLockFirmware() {
        XCTAssertEqual(PhoneKeyAdvertiser.serviceUUID.uuidString, "6E4D0001-7A3C-4C55-9E2B-4C4B45590001")
    }
}
