import XCTest
@testable import OspreyCore

final class SightingCursorTests: XCTestCase {
    func testCursorAdvancesPerBatch() throws {
        let importer = SightingImporter(db: .inMemory(), cache: .inMemory())
        try importer.importBatch(.fixture(500))
        XCTAssertEqual(importer.cursor, 500)
    }

    /// The second batch's cache write fails: the cursor must stay at the first batch.
    func testCursorAndCacheCommittedTogether() throws {
        let cache = FailingSightingCache(failOnCall: 2)
        let importer = SightingImporter(db: .inMemory(), cache: cache)
        try importer.importBatch(.fixture(500))
        XCTAssertThrowsError(try importer.importBatch(.fixture(500, offset: 500)))
        // both must describe the same state



        XCTAssertEqual(cache.storedCount, 500)
        XCTAssertEqual(importer.cursor, 500, "cursor after a failed cache write")
    }
}
