import XCTest
@testable import Thornbury

final class SessionStoreTests: XCTestCase {
    func testLoginStoresTokenInSharedStore() {
        LoginCoordinator().completeLogin(with: LoginResponse(token: "tk_4471"))
        XCTAssertEqual(SessionStore.shared.token, "tk_4471")
    }

    func testLogoutClearsToken() {
        SessionStore.shared.save(token: "tk_9")
        LoginCoordinator().logout()
        XCTAssertNil(SessionStore.shared.token)
    }
}
