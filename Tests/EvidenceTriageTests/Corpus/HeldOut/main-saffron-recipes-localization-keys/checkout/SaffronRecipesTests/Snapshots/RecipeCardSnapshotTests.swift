import FBSnapshotTestCase
@testable import SaffronRecipes

final class RecipeCardSnapshotTests: FBSnapshotTestCase {
    override func setUp() {
        super.setUp()
        recordMode = false
    }

    func testRecipeCardDefault() {
        let card = RecipeCardView(recipe: .fixture(title: "Saffron risotto"))
        card.frame = CGRect(x: 0, y: 0, width: 375, height: 220)
        FBSnapshotVerifyView(card)
    }
}
