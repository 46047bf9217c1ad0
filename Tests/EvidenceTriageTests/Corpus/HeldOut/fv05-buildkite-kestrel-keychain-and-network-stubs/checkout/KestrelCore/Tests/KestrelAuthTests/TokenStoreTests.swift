import XCTest
@testable import KestrelAuth

final class TokenStoreTests: XCTestCase {
    private let sut = TokenStore(service: "com.kestrel.invoicing.auth.tests")

    override func tearDown() {
        try? sut.removeAll()
        super.tearDown()
    }

    func testSavesRefreshTokenToKeychain() throws {
        try sut.save(refreshToken: "rt-test-value", account: "owner@kestrel.test")
        XCTAssertEqual(try sut.refreshToken(account: "owner@kestrel.test"), "rt-test-value")
    }

    func testMissingTokenThrowsItemNotFound() {
        XCTAssertThrowsError(try sut.refreshToken(account: "nobody@kestrel.test")) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    func testSignOutRemovesTokens() throws {
        try sut.save(refreshToken: "rt-test-value", account: "owner@kestrel.test")
        try sut.removeAll()
        XCTAssertThrowsError(try sut.refreshToken(account: "owner@kestrel.test"))
    }
}
