import XCTest
@testable import SaltmarshKit

final class SessionTokenStoreTests: XCTestCase {
    func testTokenRoundTripsThroughKeychain() throws {
        let store = SessionTokenStore()
        try store.save("fixture-session-value", account: "ci-user")
        XCTAssertEqual(try store.load(account: "ci-user"), "fixture-session-value")
    }
}
