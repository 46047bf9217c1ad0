import SnapshotTesting
import XCTest
@testable import HeronReader

final class ArticleCardSnapshotTests: XCTestCase {
    func testCompactCardLight() {
        let card = ArticleCardView(article: .fixture, style: .compact)
        assertSnapshot(of: card, as: .image(layout: .fixed(width: 375, height: 120), traits: .init(userInterfaceStyle: .light)))
    }

    func testCompactCardDark() {
        let card = ArticleCardView(article: .fixture, style: .compact)
        assertSnapshot(of: card, as: .image(layout: .fixed(width: 375, height: 120), traits: .init(userInterfaceStyle: .dark)))
    }
}
