import XCTest
@testable import LedgerlineAuth

class WipeTokenTests: XCTestCase {

    func testWipeIsRecordedInKeychain() {
        let cache = KeychainTokenCache(service: "com.ledgerline.auth.tests")
        cache.recordWipe(appName: "Ledgerline")
        XCTAssertNotNil(cache.wipeRecord(), "wipe record should be readable from the keychain")
    }
}
