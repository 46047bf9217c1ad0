import XCTest
@testable import Harrowgate

final class ProductFormTests: XCTestCase {
    func testPriceFieldRejectsLetters() {
        let form = ProductFormViewModel()
        form.updatePrice("12a.50")
        XCTAssertFalse(form.isPriceValid)
    }

    func testSaleBelowRegularPrice() {
        let form = ProductFormViewModel()
        form.updatePrice("20"); form.updateSalePrice("15")
        XCTAssertTrue(form.isSalePriceValid)
    }
}
