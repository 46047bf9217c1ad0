import XCTest
@testable import Larkspur

final class SessionVaultTests: XCTestCase {
    private var vault: SessionVault!

    override func setUp() {
        super.setUp()
        vault = SessionVault(service: "app.larkspur.session.tests")
    }

    override func tearDown() {
        _ = vault.remove(account: "inbox@example.org")
        vault = nil
        super.tearDown()
    }

    func testMissingTokenThrowsMissingItem() {
        XCTAssertThrowsError(try vault.token(account: "nobody@example.org"))
    }

    func testTokenRoundTripsThroughKeychain() throws {
        let token = Data("opaque-session-value".utf8)

        XCTAssertNoThrow(try vault.store(token: token, account: "inbox@example.org"))
        let read = try vault.token(account: "inbox@example.org")

        XCTAssertEqual(read, token)
    }

    func testSignOutRemovesToken() throws {
        let status = (try? vault.store(token: Data("t".utf8), account: "inbox@example.org")) ?? errSecMissingEntitlement
        XCTAssertEqual(status, errSecSuccess, "SecItemAdd status")

        XCTAssertEqual(vault.remove(account: "inbox@example.org"), errSecSuccess)
        XCTAssertThrowsError(try vault.token(account: "inbox@example.org"))
    }
}
