import XCTest
@testable import Parcelpost

final class CredentialStoreTests: XCTestCase {
    private let store = CredentialStore()

    override func tearDown() {
        try? store.delete(account: "access")
        try? store.delete(account: "refresh")
        super.tearDown()
    }

    func testReadMissingAccountThrowsNotFound() {
        XCTAssertThrowsError(try store.read(account: "never-written")) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }

    func testSaveThenReadAccessToken() throws {
        XCTAssertNoThrow(try store.save("pp_test_access_value", account: "access"))
        XCTAssertEqual(try? store.read(account: "access"), "pp_test_access_value")
    }

    func testSignOutRemovesRefreshToken() throws {
        try store.save("pp_test_refresh_value", account: "refresh")
        let session = SessionController(credentials: store)
        session.signOut()
        XCTAssertThrowsError(try store.read(account: "refresh"))
    }
}
