import SnapshotTesting
import XCTest
@testable import Marlowe

/// Reference images live in __Snapshots__ and were recorded on the iPhone 15 Pro simulator (iOS 18.2).
/// Full-screen controllers are snapshotted at the simulator's own size, so run on that device.
final class RecipeCardSnapshotTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .missing) {
            super.invokeTest()
        }
    }

    func testCardDefault() {
        let controller = RecipeCardViewController(recipe: .fixture(named: "shakshuka"))
        assertSnapshot(of: controller, as: .image)
    }

    func testCardDarkMode() {
        let controller = RecipeCardViewController(recipe: .fixture(named: "shakshuka"))
        assertSnapshot(of: controller, as: .image(traits: .init(userInterfaceStyle: .dark)))
    }

    func testCardCompactIngredients() {
        let card = RecipeIngredientsView(recipe: .fixture(named: "shakshuka"))
        assertSnapshot(of: card, as: .image(size: CGSize(width: 320, height: 240), traits: .init(displayScale: 3)))
    }
}
