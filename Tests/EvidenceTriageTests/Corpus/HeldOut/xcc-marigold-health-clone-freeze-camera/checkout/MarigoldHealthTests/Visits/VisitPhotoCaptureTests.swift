import XCTest
import AVFoundation
@testable import MarigoldHealth

final class VisitPhotoCaptureTests: XCTestCase {
    func testCaptureSessionStartsForVisitPhoto() throws {
        let capture = VisitPhotoCapture()
        let started = expectation(description: "session running")
        capture.start { running in
            XCTAssertTrue(running)
            started.fulfill()
        }
        wait(for: [started], timeout: 5)
    }
}
