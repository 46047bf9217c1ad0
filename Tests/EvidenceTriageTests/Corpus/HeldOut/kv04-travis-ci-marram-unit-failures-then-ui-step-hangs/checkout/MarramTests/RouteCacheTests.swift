import XCTest
@testable import Marram

final class RouteCacheTests: XCTestCase {
    func testImportIsIdempotent() throws {
        let store = try RouteStore.inMemory()
        let importer = RouteImporter(store: store)
        try importer.importBatch(.fixture("routes-12"))
        try importer.importBatch(.fixture("routes-12"))
        XCTAssertEqual(try store.count(), 12, "re-importing the same batch must not duplicate routes")
    }
}
