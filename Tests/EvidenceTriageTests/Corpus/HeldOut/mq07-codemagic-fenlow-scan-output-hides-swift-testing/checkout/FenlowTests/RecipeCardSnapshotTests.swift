import XCTest
import SnapshotTesting
@testable import Fenlow

final class RecipeCardSnapshotTests: XCTestCase {
    func testCardLargeText() {
        let card = RecipeCardView(recipe: .fixture("shakshuka"))
        assertSnapshot(of: card, as: .image(traits: .init(preferredContentSizeCategory: .accessibilityLarge)))
    }
}
