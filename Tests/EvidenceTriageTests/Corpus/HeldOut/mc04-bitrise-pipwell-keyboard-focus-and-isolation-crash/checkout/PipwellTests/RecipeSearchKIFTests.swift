import KIF
@testable import Pipwell

final class RecipeSearchKIFTests: KIFTestCase {
    func testFilterByDiet() {
        tester().tapView(withAccessibilityLabel: "Search")
        tester().clearTextFromAndThenEnterText("lentil", intoViewWithAccessibilityLabel: "Search recipes")
        tester().tapView(withAccessibilityLabel: "Vegetarian")
        tester().waitForView(withAccessibilityLabel: "Red lentil dal")
    }
}
