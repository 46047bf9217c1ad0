import XCTest
import SnapshotTesting
@testable import Plover

final class ArticleCardSnapshotTests: XCTestCase {
    func testCardLightMode() {
        let card = ArticleCardViewController(article: .fixture(title: "Tide tables, explained"))
        assertSnapshot(of: card, as: .image(on: .iPhoneX))
    }

    func testCardDarkMode() {
        let card = ArticleCardViewController(article: .fixture(title: "Tide tables, explained"))
        card.overrideUserInterfaceStyle = .dark
        assertSnapshot(of: card, as: .image(on: .iPhoneX))
    }
}
