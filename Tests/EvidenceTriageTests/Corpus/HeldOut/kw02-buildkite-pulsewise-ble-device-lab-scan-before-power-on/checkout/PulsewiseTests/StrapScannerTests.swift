import CoreBluetooth
import XCTest
@testable import Pulsewise

/// Hardware-in-the-loop: the lab's nRF52 board advertises the Heart Rate service next to the phone.
final class StrapScannerTests: XCTestCase {
    func testColdStartFindsPairedStrap() {
        let found = expectation(description: "lab strap discovered")
        let scanner = StrapScanner()
        scanner.onDiscover = { peripheral in
            if peripheral.name == "PW-LAB-STRAP-03" { found.fulfill() }
        }
        wait(for: [found], timeout: 15)
        XCTAssertEqual(scanner.central.state, .poweredOn)
    }
}
