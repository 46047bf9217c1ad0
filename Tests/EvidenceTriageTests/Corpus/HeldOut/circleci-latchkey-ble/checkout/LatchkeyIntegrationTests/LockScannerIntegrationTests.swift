import XCTest
import CoreBluetooth
@testable import LatchkeyKit

/// Talks to the real CBCentralManager. Expects the CI runner to expose the
/// bench lock "LK-Bench-02" (advertising the Latchkey service) over Bluetooth.
final class LockScannerIntegrationTests: XCTestCase {

    func testDiscoversLockWithinTenSeconds() {
        let scanner = LockScanner(central: .plain)
        let found = expectation(description: "discovered LK-Bench-02")
        scanner.onDiscover = { advert in
            if advert.localName == "LK-Bench-02" { found.fulfill() }
        }

        scanner.start()
        wait(for: [found], timeout: 10)
        scanner.stop()

        XCTAssertEqual(scanner.lastCentralState, .poweredOn)
    }
}
