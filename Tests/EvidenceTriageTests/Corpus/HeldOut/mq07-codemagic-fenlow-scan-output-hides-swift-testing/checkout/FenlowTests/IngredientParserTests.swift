import XCTest
@testable import Fenlow

final class IngredientParserTests: XCTestCase {
    func testParsesWholeCups() {
        XCTAssertEqual(IngredientParser().parse("2 cups flour")?.quantity, 2)
    }

    func testParsesFractionalCups() {
        XCTAssertEqual(IngredientParser().parse("1 1/2 cups flour")?.quantity, 1.5)
    }
}
