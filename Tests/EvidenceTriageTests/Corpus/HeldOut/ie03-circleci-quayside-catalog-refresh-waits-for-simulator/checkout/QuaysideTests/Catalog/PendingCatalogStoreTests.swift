import XCTest
@testable import Quayside

final class PendingCatalogStoreTests: XCTestCase {
    private var dir: URL!
    private var defaults: UserDefaults!
    private var store: PendingCatalogStore!

    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        defaults = UserDefaults(suiteName: #file)!
        defaults.removePersistentDomain(forName: #file)
        store = PendingCatalogStore(directory: dir, defaults: defaults)
    }

    func testPersistSuccessClearsStagedFile() throws {
        let record = try store.stage(downloadedFile: try Fixture.catalogFile(), siteID: 7)
        try store.persist(record) { _ in }
        XCTAssertFalse(FileManager.default.fileExists(atPath: record.path))
        XCTAssertNil(store.pending())
    }

    func testStagedFileSurvivesInterruptedPersist() throws {
        let record = try store.stage(downloadedFile: try Fixture.catalogFile(), siteID: 7)
        XCTAssertThrowsError(try store.persist(record) { _ in throw CatalogPersisterError.interrupted })
        XCTAssertTrue(FileManager.default.fileExists(atPath: record.path),
                      "staged catalog file was deleted after a failed persist")
        XCTAssertEqual(store.pending(), record)
    }
}
