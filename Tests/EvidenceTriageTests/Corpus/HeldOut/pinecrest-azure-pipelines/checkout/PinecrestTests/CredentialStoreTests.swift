import XCTest
@testable import Pinecrest

final class CredentialStoreTests: XCTestCase {
    func testRefreshTokenRoundTripsThroughKeychain() throws {
        let store = KeychainCredentialStore()
        let token = Data("rt-fixture-not-a-secret".utf8)
        XCTAssertNoThrow(try store.save(refreshToken: token, account: "patient-4411"))
        XCTAssertEqual(try? store.load(account: "patient-4411"), token)
    }

    func testMissingAccountThrowsNotFound() {
        XCTAssertThrowsError(try KeychainCredentialStore().load(account: "nobody")) { error in
            XCTAssertEqual(error as? KeychainError, .notFound)
        }
    }
}
