import XCTest
@testable import KestrelWatchExtension

final class PriceCacheTests: XCTestCase {
    func testLatestReadsThroughQueue() {
        let cache = PriceCache(queue: DispatchQueue(label: "com.kestrel.price-cache"))
        cache.syncStore([.fixtureBTC])
        XCTAssertEqual(cache.syncLatest()?.symbol, "BTC")
    }
}
