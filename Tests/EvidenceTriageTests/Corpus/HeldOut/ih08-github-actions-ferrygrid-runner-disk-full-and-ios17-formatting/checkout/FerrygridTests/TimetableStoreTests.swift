import XCTest
@testable import Ferrygrid

/// These use the on-disk store in the app container (the same file the app uses),
/// so they exercise real SQLite I/O.
final class TimetableStoreTests: XCTestCase {
    private var store: TimetableStore!

    override func setUpWithError() throws {
        store = TimetableStore.shared
        try store.deleteAll()
    }

    func testLoadsBundledSeedTimetable() throws {
        XCTAssertGreaterThan(try SeedTimetable.load().count, 0)
    }

    func testUpsertBySailingID() throws {
        try store.insert([.fixture(id: "ORK-PLY-0830-0700")])
        try store.insert([.fixture(id: "ORK-PLY-0830-0700", departure: "07:15")])
        XCTAssertEqual(store.sailings().count, 1)
    }

    func testSaveImportedSailings() throws {
        let imported = try SeedTimetable.load(file: "summer-2024-full")   // 38,000 sailings, ~60 MB store
        XCTAssertEqual(imported.count, 38_112)
        try store.insert(imported)
        XCTAssertEqual(store.sailings().count, 38_112)
    }
}
