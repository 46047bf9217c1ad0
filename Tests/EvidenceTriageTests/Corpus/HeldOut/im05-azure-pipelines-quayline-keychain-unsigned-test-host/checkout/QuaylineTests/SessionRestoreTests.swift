import XCTest
@testable import Quayline

final class SessionRestoreTests: XCTestCase {
    func testRestoresSessionAfterRelaunch() {
        SessionStore(vault: CredentialVault()).signIn(account: "ci-user@quayline.test", refreshToken: "rt-77a0d9")

        // A fresh store stands in for the next launch.
        let relaunched = SessionStore(vault: CredentialVault())
        relaunched.restore()
        XCTAssertNotNil(relaunched.current, "session was not restored after relaunch")
    }
}
