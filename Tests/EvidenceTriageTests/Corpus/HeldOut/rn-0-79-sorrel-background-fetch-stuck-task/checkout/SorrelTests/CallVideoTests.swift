import XCTest
import AVFoundation
@testable import Sorrel

final class CallVideoTests: XCTestCase {
    func testPreviewStartsCamera() throws {
        let preview = ClinicianCallPreview()
        try preview.startLocalVideo()
        XCTAssertTrue(preview.isCapturing)
    }
}
