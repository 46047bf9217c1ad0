import Security
import UIKit
import XCTest
@testable import Tidecast

final class RefreshTaskHandlerTests: XCTestCase {
    private var refresher: FakeFeedRefresher!
    private var session: FakeSession!
    private var task: FakeRefreshTask!

    override func setUp() {
        super.setUp()
        refresher = FakeFeedRefresher()
        session = FakeSession(isSignedIn: true)
        task = FakeRefreshTask()
    }

    func testSuccessfulRefreshCompletesTask() {
        refresher.result = .success(3)
        let handler = RefreshTaskHandler(refresher: refresher, session: session, appState: { .background })
        handler.handle(task)
        XCTAssertEqual(task.completedWith, true)
    }

    func testExpirationCancelsRefresh() {
        refresher.holdCompletion = true
        let handler = RefreshTaskHandler(refresher: refresher, session: session, appState: { .background })
        handler.handle(task)
        task.expirationHandler?()
        XCTAssertTrue(refresher.cancelled)
    }

    func testBackgroundRefreshKeepsSessionWhenTokenUnreadable() {
        // While the device is locked the keychain answers errSecInteractionNotAllowed.
        refresher.result = .failure(TokenStore.Error.unreadable(errSecInteractionNotAllowed))
        let handler = RefreshTaskHandler(refresher: refresher, session: session, appState: { .background })

        handler.handle(task)

        XCTAssertEqual(task.completedWith, false)
        XCTAssertTrue(session.isSignedIn, "background refresh must not sign the user out when the token is unreadable")
    }

    func testForegroundRefreshSignsOutWhenTokenMissing() {
        refresher.result = .failure(TokenStore.Error.missing)
        let handler = RefreshTaskHandler(refresher: refresher, session: session, appState: { .active })
        handler.handle(task)
        XCTAssertEqual(task.completedWith, false)
    }
}
