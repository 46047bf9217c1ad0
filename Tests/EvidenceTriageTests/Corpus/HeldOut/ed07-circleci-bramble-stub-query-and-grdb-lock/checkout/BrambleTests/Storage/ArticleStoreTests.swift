import GRDB
import Mocker
import XCTest
@testable import Bramble

final class ArticleStoreTests: XCTestCase {

    private var path: String!

    override func setUpWithError() throws {
        path = NSTemporaryDirectory() + "bramble-\(UUID().uuidString).sqlite"
        try Fixtures.seedDatabase(at: path, articles: 200)
    }

    func testSaveNotePersists() throws {
        let store = try ArticleStore(databasePath: path)
        try store.saveNote("read later", forArticle: "a1")
        let note = try store.dbQueue.read { db in try String.fetchOne(db, sql: "SELECT note FROM article WHERE id = 'a1'") }
        XCTAssertEqual(note, "read later")
    }

    func testBackgroundSyncAndEditorSaveDoNotConflict() async throws {
        let store = try ArticleStore(databasePath: path)
        let sync = try BackgroundFeedSync(databasePath: path, client: .mocked(page: Fixtures.bigPage(items: 500)))
        async let syncing: Void = sync.run()
        for index in 0..<50 {
            XCTAssertNoThrow(try store.saveNote("note \(index)", forArticle: "a\(index % 10)"))
        }
        try await syncing
    }
}
