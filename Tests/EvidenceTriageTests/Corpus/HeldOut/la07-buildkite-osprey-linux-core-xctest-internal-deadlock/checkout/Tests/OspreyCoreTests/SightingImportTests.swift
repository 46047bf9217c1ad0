import XCTest
@testable import OspreyCore

final class SightingImportTests: XCTestCase {
    func testImportSkipsMalformedRows() throws {
        XCTAssertEqual(try Sighting.parse(lines: ["bad", "osprey,47.6,-122.3,2026-12-01T06:00:00Z"]).count, 1)
    }

    func testImportIsIdempotent() throws {
        let db = SightingDatabase.inMemory()
        let importer = SightingImporter(db: db, cache: .inMemory())
        try importer.importBatch(.fixture(500))
        try importer.importBatch(.fixture(500))   // the same batch again, as after an expiration
        XCTAssertEqual(db.count, 500, "rows after importing the same batch twice")
    }
}
