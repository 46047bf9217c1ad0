import XCTest
@testable import TesseraKit

final class TokenStoreTests: XCTestCase {
    private var store: TokenStore!

    override func setUpWithError() throws {
        store = TokenStore(service: "app.tessera.tokens.tests")
        try? store.deleteAll()
    }

    func testAddToken() throws {
        let token = Token.fixture(issuer: "Fixture Bank", counter: 0)
        XCTAssertNoThrow(try store.add(token))
        XCTAssertEqual(try store.allTokens().count, 1)
    }

    func testUpdateTokenPersistsCounter() throws {
        var token = Token.fixture(issuer: "Fixture Mail", counter: 4)
        try store.add(token)
        token.counter = 5
        try store.update(token)
        XCTAssertEqual(try store.allTokens().first?.counter, 5)
    }

    func testDecodeRejectsMissingSecret() {
        XCTAssertThrowsError(try Token(url: URL(string: "otpauth://totp/Fixture?issuer=Fixture")!))
    }
}
