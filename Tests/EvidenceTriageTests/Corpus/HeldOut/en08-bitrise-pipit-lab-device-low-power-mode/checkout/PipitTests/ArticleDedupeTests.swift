import XCTest
@testable import Pipit

final class ArticleDedupeTests: XCTestCase {
    func testKeepsNewestRevision() {
        let merged = ArticleDedupe.merge([.init(guid: "g1", revision: 1), .init(guid: "g1", revision: 3)])
        XCTAssertEqual(merged.map(\.revision), [3])
    }

    func testDuplicateGuidsCollapsed() {
        let merged = ArticleDedupe.merge([
            .init(guid: "https://pipit.example/a", revision: 1),
            .init(guid: "https://pipit.example/a/", revision: 1),
            .init(guid: "https://pipit.example/b", revision: 1),
        ])
        XCTAssertEqual(merged.count, 2)
    }
}
