import XCTest
import SnapshotTesting
@testable import Lumen

final class ArticleSnapshotTests: LumenSnapshotTestCase {
    func testArticleHeaderLight() {
        let view = ArticleHeaderView(article: .fixture, style: .light)
        assertSnapshot(of: view, as: .image(layout: .device(config: .iPhone13Pro)))
    }
}
