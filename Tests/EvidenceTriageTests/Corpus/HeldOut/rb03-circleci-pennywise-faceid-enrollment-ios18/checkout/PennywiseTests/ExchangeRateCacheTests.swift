import XCTest
@testable import Pennywise

final class ExchangeRateCacheTests: XCTestCase {
    func testExpiresAfterTTL() {
        let cache = ExchangeRateCache(ttl: 0.2)
        cache.store(rate: 1.0842, pair: "EURUSD")
        let gone = expectation(description: "rate expired")
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) {
            if cache.rate(for: "EURUSD") == nil { gone.fulfill() }
        }
        wait(for: [gone], timeout: 0.5)
    }
}
