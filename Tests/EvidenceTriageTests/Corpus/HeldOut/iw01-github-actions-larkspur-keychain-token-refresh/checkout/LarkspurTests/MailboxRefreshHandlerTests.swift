import XCTest
@testable import Larkspur

final class MailboxRefreshHandlerTests: XCTestCase {
    private var vault: FakeTokenVault!
    private var session: FakeSession!
    private var api: FakeMailAPI!
    private var taskScheduler: FakeTaskScheduler!
    private var handler: MailboxRefreshHandler!

    override func setUp() {
        super.setUp()
        vault = FakeTokenVault()
        session = FakeSession()
        api = FakeMailAPI()
        taskScheduler = FakeTaskScheduler()
        handler = MailboxRefreshHandler(vault: vault, session: session, api: api,
                                        scheduler: MailboxRefreshScheduler(scheduler: taskScheduler))
    }

    func testFetchesInboxWithStoredToken() {
        vault.result = .success("rt-1")
        let task = FakeRefreshTask()
        handler.handle(task)
        XCTAssertEqual(api.tokensUsed, ["rt-1"])
        XCTAssertEqual(task.completedWith, true)
    }

    func testMissingTokenSignsOut() {
        vault.result = .failure(KeychainError.itemNotFound)
        handler.handle(FakeRefreshTask())
        XCTAssertEqual(session.signOutReasons, [.missingCredentials])
    }

    func testLockedKeychainDefersRefreshAndKeepsSession() {
        // errSecInteractionNotAllowed: the device is locked, the item exists but cannot be read yet.
        vault.result = .failure(KeychainError.unhandled(status: errSecInteractionNotAllowed))
        let task = FakeRefreshTask()
        handler.handle(task)
        XCTAssertTrue(session.signOutReasons.isEmpty, "session was cleared after errSecInteractionNotAllowed (-25308)")
        XCTAssertEqual(taskScheduler.submitted.count, 1, "one follow-up refresh request should be pending")
        XCTAssertEqual(task.completedWith, false)
    }
}
