import XCTest
@testable import SaffronRecipes

final class L10nTests: XCTestCase {
    func testShoppingListTitleEnglish() {
        XCTAssertEqual(L10n.ShoppingList.title, "Shopping list")
    }

    func testShoppingListTitleGerman() {
        let german = L10n.bundle(forLanguage: "de")
        XCTAssertEqual(L10n.tr("Localizable", "shopping_list.title", bundle: german), "Einkaufsliste")
    }
}
