import XCTest
@testable import Scorecast

final class TeamLogoCacheTests: XCTestCase {
    func testEvictsOldest() async throws {
        let cache = TeamLogoCache(capacity: 2, directory: FileManager.default.temporaryDirectory)
        try await cache.store(Data([1]), for: "ars")
        try await cache.store(Data([2]), for: "che")
        try await cache.store(Data([3]), for: "tot")
        let keys = await cache.keys()
        XCTAssertEqual(Set(keys), ["che", "tot"])
    }
}
