import SnapshotTesting
import SwiftUI
import XCTest
@testable import Tallgrass

final class ArticleCardSnapshotTests: XCTestCase {
    func testArticleCardLightMode() {
        let card = ArticleCard(article: .fixtureLongTitle).frame(width: 390, height: 220)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(precision: 0.999, traits: .init(userInterfaceStyle: .light)), named: "light")
    }

    func testArticleCardDarkMode() {
        let card = ArticleCard(article: .fixtureLongTitle).frame(width: 390, height: 220)
        assertSnapshot(of: UIHostingController(rootView: card), as: .image(precision: 0.999, traits: .init(userInterfaceStyle: .dark)), named: "dark")
    }
}
