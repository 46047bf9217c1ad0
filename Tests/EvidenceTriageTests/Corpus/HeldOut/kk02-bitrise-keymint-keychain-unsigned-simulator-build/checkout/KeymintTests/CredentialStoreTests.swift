import XCTest
@testable import Keymint

final class CredentialStoreTests: XCTestCase {
    private var store: KeychainCredentialStore!

    override func setUp() {
        store = KeychainCredentialStore(service: "com.keymint.tests.\(UUID().uuidString)")
    }

    func testMissingAccountThrowsItemNotFound() {
        XCTAssertThrowsError(try store.read(account: "nobody")) { error in
            XCTAssertTrue([KeychainError.itemNotFound, .unhandled(status: -34018)].contains(error as? KeychainError))
        }
    }

    func testSavesRefreshTokenToKeychain() throws {
        let token = Data("rt_fixture_7731".utf8)

        XCTAssertNoThrow(try store.save(token, account: "acct-7731"))
        XCTAssertEqual(try? store.read(account: "acct-7731"), token)
    }
}
