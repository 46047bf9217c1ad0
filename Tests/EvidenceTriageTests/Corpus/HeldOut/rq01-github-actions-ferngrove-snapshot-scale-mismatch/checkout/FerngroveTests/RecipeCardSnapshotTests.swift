import SnapshotTesting
import SwiftUI
import XCTest
@testable import Ferngrove

final class RecipeCardSnapshotTests: XCTestCase {
    private func host(_ card: RecipeCard) -> UIViewController {
        let vc = UIHostingController(rootView: card)
        vc.overrideUserInterfaceStyle = .light
        return vc
    }

    func testCardDefault() {
        let card = RecipeCard(recipe: .fixture(title: "Lemon Ricotta Pancakes", minutes: 25))
        assertSnapshot(of: host(card), as: .image(on: .iPhone13Pro))
    }

    func testCardLongTitle() {
        let card = RecipeCard(recipe: .fixture(
            title: "Slow-Roasted Tomato and Fennel Soup with Parmesan Crisps",
            minutes: 95))
        assertSnapshot(of: host(card), as: .image(on: .iPhone13Pro))
    }

    func testCardCompactBadge() {
        let card = RecipeCard(recipe: .fixture(title: "Miso Greens", minutes: 10), compact: true)
        assertSnapshot(of: card.frame(width: 180, height: 120), as: .image(precision: 0.99, traits: .init(displayScale: 2)))
    }
}
