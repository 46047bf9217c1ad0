import XCTest
@testable import TernReceipts

final class ExchangeRateCacheTests: XCTestCase {
    func testCachedRateIsReusedWithinADay() throws {
        let cache = ExchangeRateCache(database: try .inMemory())
        try cache.store(rate: 1.0842, from: "EUR", to: "USD", on: .fixture("2026-02-01"))
        XCTAssertEqual(try cache.rate(from: "EUR", to: "USD", on: .fixture("2026-02-01")), 1.0842)
    }
}
