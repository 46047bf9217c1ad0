import XCTest
@testable import Harbormaster

final class StationImportJobTests: XCTestCase {
    /// Uses the small fixture database shipped in the test bundle, not the TideTables bundle.
    private var fixtureURL: URL {
        Bundle(for: Self.self).url(forResource: "stations-fixture", withExtension: "sqlite")!
    }

    func testImportIsIdempotent() throws {
        let store = StationStore()
        let stations = try StationReader(url: fixtureURL).readAll()
        try store.upsert(stations)
        try store.upsert(stations)
        XCTAssertEqual(store.count(), 12, "a second nightly run must not duplicate stations")
    }

    func testReaderParsesHeights() throws {
        let stations = try StationReader(url: fixtureURL).readAll()
        XCTAssertEqual(stations.first?.datumOffsetMetres, 2.41)
    }
}
