import XCTest
@testable import Larkspur

final class TokenVaultTests: XCTestCase {
    private let vault = TokenVault(service: "com.larkspur.wallet.session")

    override func tearDownWithError() throws {
        try? vault.removeAll()
    }

    func testMissingTokenReturnsNil() throws {
        XCTAssertNil(try? vault.refreshToken())
    }

    func testRefreshTokenRoundTrip() throws {
        XCTAssertNoThrow(try vault.store(refreshToken: "rt-fixture-0001"))
        XCTAssertEqual(try vault.refreshToken(), "rt-fixture-0001")
    }
}
