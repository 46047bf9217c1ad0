import XCTest
@testable import TamsinUIKit

final class TypographyTests: XCTestCase {
    // TamsinUIKitTests runs without a host application.
    func testTitleFontIsBrandFont() {
        let expected = R.font.sohneBuch(size: 22)
        XCTAssertNotNil(expected, "Sohne-Buch not registered")
    }

    func testCaptionFontMatchesLabel() {
        let label = CaptionLabel()
        XCTAssertEqual(label.font, R.font.sohneBuch(size: 12))
    }
}
