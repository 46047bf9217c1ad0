import XCTest
@testable import FernleafAuth

final class TokenVaultTests: XCTestCase {

    private var vault: TokenVault!

    override func setUp() {
        super.setUp()
        vault = TokenVault(service: "com.fernleaf.auth.tests")
        try? vault.clear()
    }

    func testReadMissingTokenReturnsNil() {
        XCTAssertNil(try? vault.refreshToken())
    }

    func testStoreThenReadRefreshToken() throws {
        XCTAssertNoThrow(try vault.store(refreshToken: "rt-8812"))
        XCTAssertEqual(try vault.refreshToken(), "rt-8812")
    }

    func testClearRemovesAllTokens() throws {
        try? vault.store(refreshToken: "rt-1")
        XCTAssertNoThrow(try vault.clear())
        XCTAssertNil(try vault.refreshToken())
    }

    func testServiceNameIsolatesVaults() {
        let other = TokenVault(service: "com.fernleaf.auth.other")
        XCTAssertNil(try? other.refreshToken())
    }
}
