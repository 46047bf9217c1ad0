import XCTest
@testable import Larkspur

final class TypographyTests: XCTestCase {
    func testHeadlineUsesBrandFont() {
        let font = Typography.headline(size: 28)
        XCTAssertEqual(font.pointSize, 28)
    }

    func testBodyScales() {
        XCTAssertEqual(Typography.body(size: 15).pointSize, 15)
    }
}
