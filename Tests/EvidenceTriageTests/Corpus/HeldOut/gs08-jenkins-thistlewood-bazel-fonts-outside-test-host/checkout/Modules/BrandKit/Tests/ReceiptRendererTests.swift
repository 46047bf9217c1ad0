import BrandKit
import XCTest

final class ReceiptRendererTests: XCTestCase {
    func testTotalsUseBrandFont() {
        let renderer = ReceiptRenderer()

        XCTAssertEqual(renderer.totalsFont.fontName, BrandFonts.semibold)
    }

    func testTotalKeepsText() {
        XCTAssertEqual(ReceiptRenderer().attributedTotal("£12.40").string, "£12.40")
    }
}
