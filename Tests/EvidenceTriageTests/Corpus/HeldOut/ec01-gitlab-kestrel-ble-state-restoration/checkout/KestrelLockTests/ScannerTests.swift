import XCTest
import CoreBluetooth
@testable import KestrelLock

final class ScannerTests: XCTestCase {
    func testScanWaitsForPoweredOn() {
        let fake = FakeCentral()
        let controller = CentralController(central: fake)

        controller.startScanning()          // radio still .unknown
        fake.state = .poweredOn
        controller.handleStateChange(.poweredOn)

        XCTAssertEqual(fake.scanCalls.map(\.state.rawValue), [CBManagerState.poweredOn.rawValue],
                       "scan must be issued once, after the central reports .poweredOn")
    }

    func testStopScanningStopsCentral() {
        let fake = FakeCentral()
        fake.state = .poweredOn
        let controller = CentralController(central: fake)
        controller.startScanning()
        controller.stopScanning()
        XCTAssertEqual(fake.stopCount, 1)
    }
}
