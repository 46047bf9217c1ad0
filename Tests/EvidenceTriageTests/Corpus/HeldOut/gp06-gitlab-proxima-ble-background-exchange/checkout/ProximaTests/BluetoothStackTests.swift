import CoreBluetooth
import XCTest
@testable import ProximaKit

final class BluetoothStackTests: XCTestCase {
    func testCentralManagerPowersOn() {
        let poweredOn = expectation(description: "central powered on")
        let controller = CentralController(restoring: false)
        controller.onStateChange = { state in
            if state == .poweredOn { poweredOn.fulfill() }
        }
        wait(for: [poweredOn], timeout: 5)
    }
}
