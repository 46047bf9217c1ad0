import XCTest
@testable import KestrelTV

final class EpisodeRuntimeFormatterTests: XCTestCase {
    func testRuntimeUnderOneHour() {
        XCTAssertEqual(EpisodeRuntimeFormatter.text(seconds: 2_640), "44 min")
    }

    func testRuntimeOverOneHour() {
        XCTAssertEqual(EpisodeRuntimeFormatter.text(seconds: 5_700), "1 h 35 min")
    }
}
