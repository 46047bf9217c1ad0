import XCTest
@testable import Tidewell

final class CredentialStoreTests: XCTestCase {
    private let store = CredentialStore()

    func testSavesRefreshTokenToKeychain() throws {
        try store.save(refreshToken: "rt-test-0001", account: "ci@tidewell.test")
        XCTAssertEqual(try store.refreshToken(account: "ci@tidewell.test"), "rt-test-0001")
    }

    func testMissingTokenThrowsNotFound() {
        XCTAssertThrowsError(try store.refreshToken(account: "nobody@tidewell.test")) { error in
            XCTAssertEqual(error as? KeychainError, .itemNotFound)
        }
    }
}
