import XCTest
@testable import Keymint

final class SessionRestoreTests: XCTestCase {
    func testRestoresSessionAfterRelaunch() throws {
        let store = KeychainCredentialStore(service: "com.keymint.tests.restore")
        let session = SessionController(store: store, api: .stubbed(user: "acct-7731"))
        try? session.signIn(code: "fixture-code")

        let relaunched = SessionController(store: store, api: .stubbed(user: "acct-7731"))
        relaunched.restore()

        XCTAssertEqual(relaunched.currentAccountID, "acct-7731")
    }
}
