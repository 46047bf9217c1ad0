import XCTest
@testable import ReceiptsFeature

final class ReceiptCardViewTests: XCTestCase {
    func testRendersMerchantLogoPlaceholder() {
        let model = ReceiptCardModel(merchant: "Corner Bakery", total: 12.40, logo: nil)
        XCTAssertNotNil(model.logoImage)
    }

    func testTotalRowUsesLocalizedCaption() {
        let model = ReceiptCardModel(merchant: "Corner Bakery", total: 12.40, logo: nil)
        XCTAssertEqual(model.totalCaption, "Total")
    }
}
