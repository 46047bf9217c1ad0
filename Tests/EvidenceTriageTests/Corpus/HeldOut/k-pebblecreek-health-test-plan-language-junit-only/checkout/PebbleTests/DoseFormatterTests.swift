import XCTest
@testable import Pebble

final class DoseFormatterTests: XCTestCase {
    private let formatter = DoseFormatter()

    func testFormatsHalfTablet() {
        XCTAssertEqual(formatter.string(tablets: 1.5), "1.5 tablets")
    }

    func testFormatsDailyTotalInMilligrams() {
        XCTAssertEqual(formatter.string(milligrams: 1250), "1,250 mg")
    }

    func testSingularTablet() {
        XCTAssertEqual(formatter.string(tablets: 1), "1 tablet")
    }
}
