import XCTest
@testable import Runner

final class TideTableFormatterTests: XCTestCase {
    func testFormatsPositiveHeights() {
        XCTAssertEqual(TideTableFormatter(locale: Locale(identifier: "en_GB")).height(2.35), "2.4 m")
    }

    func testFormatsNegativeHeights() {
        XCTAssertEqual(TideTableFormatter(locale: Locale(identifier: "en_GB")).height(-0.38), "-0.4 m")
    }
}
