import XCTest
@testable import Cobalt

final class DeviceCacheTests: XCTestCase {
    func testConcurrentReadsDuringWriteDoNotCrash() async {
        let defaults = MockUserDefaults()
        let cache = DeviceCache(userDefaults: defaults)
        await withTaskGroup(of: Void.self) { group in
            for i in 0..<200 {
                group.addTask { cache.cache(offerings: .fixture(id: "o\(i)")) }
                group.addTask { _ = cache.cachedOfferings }
                group.addTask { cache.clearOfferingsCache() }
            }
        }
        XCTAssertTrue(true)
    }
}
