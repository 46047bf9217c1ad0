import XCTest
@testable import Vault

final class TokenRefreshJobTests: XCTestCase {
    func testRefreshKeepsOldTokenOnNetworkError() async {
        let cache = TokenCache(inMemory: ["primary": "tok_old"])
        let api = FakeSessionAPI(result: .failure(URLError(.notConnectedToInternet)))
        let ok = await TokenRefreshJob(api: api, cache: cache).run()
        XCTAssertFalse(ok)
        XCTAssertEqual(cache.token(for: "primary"), "tok_old")
    }
}
