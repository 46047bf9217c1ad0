import XCTest
@testable import TernReceipts

final class ReceiptScannerTests: XCTestCase {
    func testScannerPreviewStarts() throws {
        let scanner = ReceiptScannerViewController()
        scanner.loadViewIfNeeded()
        scanner.startPreview()
        XCTAssertTrue(scanner.isPreviewRunning)
    }
}
