import XCTest
@testable import Wayfarer

final class ReaderModeStyleTests: XCTestCase {
    func testFontSizeStaysAtMaximum() {
        XCTAssertEqual(ReaderFontSize.maximum.bigger(), .maximum)
    }

    func testPointSizeGrowsByTwo() {
        XCTAssertEqual(ReaderFontSize.size2.pointSize - ReaderFontSize.size1.pointSize, 2)
    }
}
