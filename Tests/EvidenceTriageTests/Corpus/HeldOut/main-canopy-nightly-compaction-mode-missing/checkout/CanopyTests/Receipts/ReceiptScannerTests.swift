import XCTest
@testable import Canopy

final class ReceiptScannerTests: XCTestCase {
    private let scanner = ReceiptScanner(camera: MockCamera(fixture: "receipt-grocery"))

    func testScanReceiptFlow() throws {
        let scanned = expectation(description: "receipt parsed")
        scanner.scan { receipt in
            XCTAssertEqual(receipt?.total, Decimal(string: "42.17"))
            scanned.fulfill()
        }
        wait(for: [scanned], timeout: 10)
    }
}
