import XCTest
import AVFoundation
@testable import CornerGrocer

final class BarcodeScannerTests: XCTestCase {
    func testParsesEAN13() {
        XCTAssertEqual(Barcode(ean: "4006381333931")?.checksumValid, true)
    }

    func testScannerAsksForCameraBeforeStarting() {
        let scanner = BarcodeScanner()
        let asked = expectation(description: "camera access answered")
        scanner.prepare { granted in
            XCTAssertFalse(granted) // simulator: no camera, but the request must not crash
            asked.fulfill()
        }
        wait(for: [asked], timeout: 10)
    }
}
