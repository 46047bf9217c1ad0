import XCTest
import AVFoundation
@testable import Ospray

final class NestCamTests: XCTestCase {
    func testStartsNestCamStream() throws {
        let cam = NestCamCapture()
        try cam.start()
        XCTAssertTrue(cam.isRunning)
    }
}
