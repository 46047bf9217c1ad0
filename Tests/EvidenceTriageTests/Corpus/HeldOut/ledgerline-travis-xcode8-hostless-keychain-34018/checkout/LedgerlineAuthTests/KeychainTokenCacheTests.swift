import Security
import XCTest
@testable import LedgerlineAuth

class KeychainTokenCacheTests: XCTestCase {
    var cache: KeychainTokenCache!

    override func setUp() {
        super.setUp()
        cache = KeychainTokenCache(service: "com.ledgerline.auth.tests")
        try? cache.wipe()
    }

    func testAddAndReadToken() {
        let status = cache.add(item: .fixture(clientId: "a1"))
        XCTAssertEqual(status, errSecSuccess)
    }

    func testRemoveToken() {
        _ = cache.add(item: .fixture(clientId: "a1"))
        XCTAssertNoThrow(try cache.remove(clientId: "a1"))
    }

    func testRemoveAllForClientId() {
        _ = cache.add(item: .fixture(clientId: "a2"))
        XCTAssertEqual(try cache.removeAll(clientId: "a2"), 1)
    }
}
