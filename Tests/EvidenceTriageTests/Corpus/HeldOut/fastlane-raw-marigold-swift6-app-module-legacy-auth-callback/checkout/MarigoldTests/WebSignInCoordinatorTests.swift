import XCTest
import AuthKit
@testable import Marigold

@MainActor
final class WebSignInCoordinatorTests: XCTestCase {
    override func setUp() {
        super.setUp()
        StubURLProtocol.register(path: "/oauth/token", json: "token-response")
    }

    func testIgnoresCallbackWithoutCode() {
        let coordinator = WebSignInCoordinator(client: LegacyOAuthClient(configuration: .stubbed))
        coordinator.handleCallback(URL(string: "marigold://auth/callback?state=x")!)
        XCTAssertNil(coordinator.session)
    }

    func testCallbackExchangesCodeForSession() {
        let coordinator = WebSignInCoordinator(client: LegacyOAuthClient(configuration: .stubbed))
        let signedIn = expectation(description: "signed in")
        coordinator.onSignedIn = { signedIn.fulfill() }

        coordinator.handleCallback(URL(string: "marigold://auth/callback?code=fixture-code-7")!)

        wait(for: [signedIn], timeout: 5)
        XCTAssertEqual(coordinator.session?.accountID, "acct_fixture_7")
    }
}
