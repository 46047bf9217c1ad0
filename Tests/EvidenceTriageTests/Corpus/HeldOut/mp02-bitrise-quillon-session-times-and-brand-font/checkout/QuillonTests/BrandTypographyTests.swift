import XCTest
@testable import Quillon

final class BrandTypographyTests: XCTestCase {
    func testHeadlineUsesBrandFont() {
        let font = BrandTypography.headlineFont(ofSize: 28)
        XCTAssertEqual(font.familyName, "Recoleta")
    }

    func testBodyFallsBackToSystem() {
        XCTAssertEqual(BrandTypography.bodyFont(ofSize: 15).pointSize, 15)
    }
}
