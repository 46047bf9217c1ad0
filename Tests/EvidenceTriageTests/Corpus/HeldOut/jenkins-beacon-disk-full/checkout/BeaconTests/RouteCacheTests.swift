import XCTest
@testable import Beacon

final class RouteCacheTests: XCTestCase {
    func testPersistsRouteSnapshot() throws {
        let cache = try RouteCache(directory: FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString))
        try cache.store(RouteSnapshot.fixture(stops: 240))
        XCTAssertEqual(try cache.load()?.stops.count, 240)
    }
}
