import SnapshotTesting
import SwiftUI
import XCTest
@testable import Kestrelpost

final class ArticleCardSnapshotTests: XCTestCase {
    override func setUp() {
        super.setUp()
        XCTAssertEqual(UIScreen.main.scale, 3, "snapshots are recorded at @3x on iPhone 16")
    }

    func testCompactCardLight() {
        let card = ArticleCard(article: .fixture(title: "Tidewater", byline: "Ana Folau", minutes: 6), style: .compact)
        assertSnapshot(of: card.frame(width: 390), as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .light)))
    }

    func testCompactCardDark() {
        let card = ArticleCard(article: .fixture(title: "Tidewater", byline: "Ana Folau", minutes: 6), style: .compact)
        assertSnapshot(of: card.frame(width: 390), as: .image(layout: .sizeThatFits, traits: .init(userInterfaceStyle: .dark)))
    }
}
