import XCTest
@testable import Tidewell

final class ForecastCacheTests: XCTestCase {

    func testReturnsInsertedValue() {
        let cache = ForecastCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        XCTAssertEqual(cache.value(for: "a"), 1)
    }

    func testMissReturnsNil() {
        let cache = ForecastCache<String, Int>(capacity: 2)
        XCTAssertNil(cache.value(for: "zz"))
    }

    func testReplacesExistingKey() {
        let cache = ForecastCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "a")
        XCTAssertEqual(cache.value(for: "a"), 2)
    }

    func testKeepsCapacity() {
        let cache = ForecastCache<String, Int>(capacity: 2)
        ["a", "b", "c", "d"].enumerated().forEach { cache.insert($0.offset, for: $0.element) }
        XCTAssertEqual(cache.keys.count, 2)
    }

    func testEvictsOldestEntryWhenFull() {
        // Uses the wall clock: three inserts within the same millisecond can tie.
        let cache = ForecastCache<String, Int>(capacity: 2)
        cache.insert(1, for: "a")
        cache.insert(2, for: "b")
        _ = cache.value(for: "a")
        cache.insert(3, for: "c")
        XCTAssertEqual(cache.keys, ["a", "c"])
    }
}
