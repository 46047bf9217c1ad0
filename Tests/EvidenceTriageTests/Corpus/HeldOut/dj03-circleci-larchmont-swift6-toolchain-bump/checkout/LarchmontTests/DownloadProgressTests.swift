import XCTest
@testable import Larchmont

final class DownloadProgressTests: XCTestCase {
    func testProgressStartsAtZero() {
        XCTAssertEqual(DownloadProgress().fraction, 0)
    }

    func testProgressClampsAboveOne() {
        var p = DownloadProgress(); p.update(received: 12, expected: 10)
        XCTAssertEqual(p.fraction, 1)
    }

    func testProgressReportsCompletionOnce() async {
        let finished = expectation(description: "download reports completion")
        let tracker = DownloadProgressTracker(episode: "9f1c")
        tracker.onComplete = { finished.fulfill() }
        // Fixture serves the last chunk twice (206 then 200); the tracker
        // calls onComplete each time it reaches 100%.
        tracker.consume(.fixture("partial-then-full"))

        await fulfillment(of: [finished], timeout: 2)
    }
}
