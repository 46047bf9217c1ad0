import XCTest
@testable import Reelhouse

final class RuntimeLabelTests: XCTestCase {
    func testShortEpisode() {
        XCTAssertEqual(RuntimeLabel.text(minutes: 24), "24 min")
    }

    func testRuntimeOverTwoHours() {
        XCTAssertEqual(RuntimeLabel.text(minutes: 130), "2 hr, 10 min")
    }
}
