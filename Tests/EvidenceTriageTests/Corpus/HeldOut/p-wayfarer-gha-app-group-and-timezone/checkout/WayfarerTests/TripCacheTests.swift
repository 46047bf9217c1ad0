import XCTest
@testable import Wayfarer

final class TripCacheTests: XCTestCase {
    func testCacheEvictsTripsOlderThanNinetyDays() throws {
        let cache = try TripCache(directory: FileManager.default.temporaryDirectory)
        XCTAssertEqual(cache.evictionAge, 90 * 86_400)
    }

    func testCacheDirectoryIsInAppGroupContainer() throws {
        let container = FileManager.default.containerURL(
            forSecurityApplicationGroupIdentifier: SharedPaths.appGroup)
        let root = try XCTUnwrap(container, "app group container for \(SharedPaths.appGroup)")
        let cache = try TripCache.shared()
        XCTAssertTrue(cache.directory.path.hasPrefix(root.path))
    }
}
