import XCTest
@testable import Copperleaf

final class KeychainTokenVaultTests: XCTestCase {
    private var vault: KeychainTokenVault!

    override func setUp() {
        super.setUp()
        vault = KeychainTokenVault(service: "com.copperleafapp.ios.session.tests")
    }

    func testStoresAndReadsSessionToken() throws {
        XCTAssertNoThrow(try vault.save("sess-fixture-aaaa", account: "primary"))
        XCTAssertEqual(try? vault.token(account: "primary"), "sess-fixture-aaaa")
    }

    func testOverwriteKeepsSingleItem() throws {
        try vault.save("sess-fixture-one", account: "primary")
        try vault.save("sess-fixture-two", account: "primary")
        XCTAssertEqual(vault.count(account: "primary"), 1)
    }
}
