import XCTest
@testable import Ibis

final class TokenCacheTests: XCTestCase {
    func testExpiredTokenIsEvicted() {
        var clock = Date(timeIntervalSince1970: 1_000)
        let cache = TokenCache(now: { clock })
        cache.store(CachedToken(value: "abc", expiresOn: Date(timeIntervalSince1970: 1_060)), for: "ana@contoso.com")
        clock = Date(timeIntervalSince1970: 1_120)
        XCTAssertNil(cache.token(for: "ana@contoso.com"), "expired token still served")
    }
}
