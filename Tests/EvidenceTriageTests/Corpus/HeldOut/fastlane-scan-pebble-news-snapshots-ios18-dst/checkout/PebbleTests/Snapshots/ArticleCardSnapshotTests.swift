import SnapshotTesting
import SwiftUI
import XCTest
@testable import Pebble

final class ArticleCardSnapshotTests: XCTestCase {
    override func invokeTest() {
        withSnapshotTesting(record: .never) {
            super.invokeTest()
        }
    }

    func testArticleCardLight() {
        let card = ArticleCard(article: .fixture(headline: "Harbour ferries return to summer timetable"))
        assertSnapshot(of: card.frame(width: 390), as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .light)))
    }

    func testArticleCardDark() {
        let card = ArticleCard(article: .fixture(headline: "Harbour ferries return to summer timetable"))
        assertSnapshot(of: card.frame(width: 390), as: .image(layout: .device(config: .iPhone13), traits: .init(userInterfaceStyle: .dark)))
    }

    func testOfflineBanner() {
        assertSnapshot(of: OfflineBanner(lastSync: .fixtureLastSync), as: .image(layout: .fixed(width: 390, height: 64)))
    }
}
