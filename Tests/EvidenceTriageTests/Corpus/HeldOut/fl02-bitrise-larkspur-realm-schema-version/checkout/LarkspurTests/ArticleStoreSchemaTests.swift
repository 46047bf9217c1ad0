import XCTest
import RealmSwift
@testable import Larkspur

/// Opens a copy of the store file each shipped release wrote, with today's
/// schema. Fixtures are copied out of the test bundle so they stay pristine.
final class ArticleStoreSchemaTests: XCTestCase {
    private var workDir: URL!

    override func setUpWithError() throws {
        workDir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: workDir, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workDir)
    }

    private func storeCopied(from fixture: String) throws -> ArticleStore {
        let source = try XCTUnwrap(Bundle(for: Self.self).url(forResource: fixture, withExtension: "realm"))
        let target = workDir.appendingPathComponent("articles.realm")
        try FileManager.default.copyItem(at: source, to: target)
        return ArticleStore(fileURL: target)
    }

    func testFreshStoreOpens() throws {
        let store = ArticleStore(fileURL: workDir.appendingPathComponent("fresh.realm"))
        XCTAssertNoThrow(try store.open())
    }

    func testOpensStoreWrittenBy4_6() throws {
        let store = try storeCopied(from: "larkspur-4.6.0")
        let realm = try store.open()
        XCTAssertEqual(realm.objects(Article.self).count, 37)
    }

    func testOpensStoreWrittenByPreviousRelease() throws {
        let store = try storeCopied(from: "larkspur-4.7.0")
        XCTAssertNoThrow(try store.open())
    }

    func testOpensStoreWrittenByHotfixRelease() throws {
        let store = try storeCopied(from: "larkspur-4.7.1")
        XCTAssertNoThrow(try store.open())
    }

    func testStarredArticlesBecomeBookmarks() throws {
        let store = try storeCopied(from: "larkspur-4.6.0")
        let realm = try store.open()
        XCTAssertEqual(realm.objects(Article.self).filter("isBookmarked == true").count, 6)
    }
}
