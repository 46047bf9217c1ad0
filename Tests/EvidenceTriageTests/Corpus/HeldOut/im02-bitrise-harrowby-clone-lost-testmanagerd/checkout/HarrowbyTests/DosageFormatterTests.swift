import XCTest
@testable import Harrowby

final class DosageFormatterTests: XCTestCase {
    func testSingleTablet() {
        XCTAssertEqual(DosageFormatter().string(tablets: 1), "1 tablet")
    }

    func testHalfTabletText() {
        XCTAssertEqual(DosageFormatter().string(tablets: 0.5), "½ tablet")
    }

    func testTwoTablets() {
        XCTAssertEqual(DosageFormatter().string(tablets: 2), "2 tablets")
    }
}
