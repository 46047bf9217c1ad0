import XCTest
@testable import Pelican

final class UploadProgressViewTests: XCTestCase {
    func testProgressRingReachesFull() {
        let view = UploadProgressView()
        let done = expectation(description: "animation finished")
        view.setProgress(1.0, animated: true) { done.fulfill() }
        wait(for: [done], timeout: 0.5)
        XCTAssertEqual(view.ringLayer.strokeEnd, 1.0, accuracy: 0.001)
    }
}
