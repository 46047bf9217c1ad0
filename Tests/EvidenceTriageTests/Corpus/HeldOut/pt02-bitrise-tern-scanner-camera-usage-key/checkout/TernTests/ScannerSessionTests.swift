import XCTest
import AVFoundation
@testable import Tern

final class ScannerSessionTests: XCTestCase {
    func testCaptureSessionStartsWithBackCamera() async throws {
        let session = ScannerSession()
        let granted = await session.requestAccess()
        try XCTSkipUnless(granted, "camera access denied")
        try session.start()
        XCTAssertEqual(session.activeCamera?.position, .back)
    }

    func testPermissionPromptShownOnFirstScan() async {
        let session = ScannerSession()
        let granted = await session.requestAccess()
        XCTAssertNotNil(granted)
    }
}
