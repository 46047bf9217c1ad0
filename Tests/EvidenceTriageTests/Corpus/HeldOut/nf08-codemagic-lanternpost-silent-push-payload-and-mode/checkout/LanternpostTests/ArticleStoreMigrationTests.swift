import CoreData
import XCTest
@testable import Lanternpost

final class ArticleStoreMigrationTests: XCTestCase {
    func testMigratesV3StoreToCurrentModel() throws {
        let fixture = try XCTUnwrap(Bundle(for: Self.self).url(forResource: "Articles-v3", withExtension: "sqlite"))
        let store = try ArticleStore.openCopy(of: fixture)
        XCTAssertEqual(try store.count(of: "Article"), 48)
    }
}
