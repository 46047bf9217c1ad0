import XCTest
@testable import Cragline

final class LogbookCacheTests: XCTestCase {
    func testStoresAscentWithGrade() throws {
        let cache = try LogbookCache.inMemory()
        try cache.insert(.fixture(route: "Silent Arete", grade: "6b+"))
        XCTAssertEqual(try cache.ascents().first?.grade, "6b+")
    }

    func testPrunesEntriesOlderThanSevenDays() throws {
        let cache = try LogbookCache.inMemory()
        try cache.insert(.fixture(route: "Old Slab", loggedAt: .now.addingTimeInterval(-8 * 86_400)))
        try cache.insert(.fixture(route: "Fresh Crack", loggedAt: .now))
        cache.pruneInBackground(olderThan: 7 * 86_400)
        XCTAssertEqual(try cache.ascents().map(\.route), ["Fresh Crack"])
    }
}
