import XCTest
@testable import FerryPass

final class SessionClientTests: XCTestCase {

    private var center: NotificationCenter!

    override func setUp() {
        super.setUp()
        center = NotificationCenter()
    }

    func testAuthorizedClientDoesNotPostSignedOutNotification() {
        let account = OperatorAccount.fixture(username: "harbourmaster", hosted: true)
        let client = SessionClient(account: account, center: center)

        var signedOut = false
        let token = center.addObserver(forName: .sessionSignedOut, object: nil, queue: nil) { _ in
            signedOut = true
        }
        defer { center.removeObserver(token) }

        _ = client.sailings(for: "BGO-HAU")

        XCTAssertFalse(signedOut, "posted .sessionSignedOut although the account has a stored token")
    }

    func testClientWithoutTokenPostsSignedOutNotification() {
        let account = OperatorAccount.fixture(username: "deckhand", token: nil, hosted: true)
        let client = SessionClient(account: account, center: center)

        let posted = expectation(forNotification: .sessionSignedOut, object: nil, notificationCenter: center)
        _ = client.sailings(for: "BGO-HAU")
        wait(for: [posted], timeout: 1)
    }
}
