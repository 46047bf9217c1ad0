import XCTest
import AVFoundation
@testable import App

final class StationScannerTests: XCTestCase {
    func testScannerStartsCapture() throws {
        let scanner = StationQRScanner()
        let started = expectation(description: "capture session running")
        scanner.onRunning = { started.fulfill() }
        try scanner.start()
        wait(for: [started], timeout: 5)
        XCTAssertTrue(scanner.session.isRunning)
    }
}
