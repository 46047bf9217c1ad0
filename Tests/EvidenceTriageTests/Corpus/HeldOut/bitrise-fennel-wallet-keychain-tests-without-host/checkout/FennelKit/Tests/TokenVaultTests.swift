import XCTest
@testable import FennelKit

final class TokenVaultTests: XCTestCase {
    private let vault = TokenVault(service: "com.fennel.wallet.session")

    override func tearDown() {
        try? vault.removeAll()
        super.tearDown()
    }

    func testStoresAndReadsRefreshToken() throws {
        XCTAssertNoThrow(try vault.store("rt-fixture-0001", for: .refresh))
        XCTAssertEqual(try vault.read(.refresh), "rt-fixture-0001")
    }

    func testDeleteRemovesStoredToken() throws {
        XCTAssertNoThrow(try vault.store("rt-fixture-0002", for: .refresh))
        try vault.remove(.refresh)
        XCTAssertNil(try vault.read(.refresh))
    }

    func testReadingMissingTokenReturnsNil() throws {
        XCTAssertNil(try vault.read(.access))
    }
}
