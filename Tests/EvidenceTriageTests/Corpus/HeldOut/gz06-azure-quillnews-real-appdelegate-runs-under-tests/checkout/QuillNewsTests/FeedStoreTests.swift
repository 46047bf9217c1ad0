import CoreData
import XCTest
@testable import QuillNews

final class FeedStoreTests: XCTestCase {
    func testFetchReturnsOnlyInsertedArticles() throws {
        let store = FeedStore.shared
        try store.insert([.fixture(id: "a1"), .fixture(id: "a2"), .fixture(id: "a3")])
        XCTAssertEqual(try store.fetchAll().count, 3)
    }

    func testDeleteRemovesArticle() throws {
        let store = FeedStore.shared
        try store.insert([.fixture(id: "d1")])
        try store.delete(id: "d1")
        XCTAssertNil(try store.fetch(id: "d1"))
    }
}
