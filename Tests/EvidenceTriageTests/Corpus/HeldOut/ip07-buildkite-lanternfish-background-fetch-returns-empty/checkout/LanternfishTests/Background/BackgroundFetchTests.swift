import XCTest
@testable import LanternfishCore

final class BackgroundFetchTests: XCTestCase {
    var clock: TestClock!
    var server: StubIMAPServer!
    var accounts: AccountsController!

    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "BackgroundFetchTests/" + String(name.split(separator: " ").last!.dropLast()), 1)
        clock = TestClock()
        server = StubIMAPServer(clock: clock)
        accounts = AccountsController(accounts: [.stub(server: server)])
    }

    func testFetchDrainsInboxBeforeCompletingTask() async {
        server.enqueue(messages: 3)
        server.loginAndSelectLatency = .seconds(11)   // slow provider: TLS + LOGIN + SELECT INBOX
        let task = FakeRefreshTask()

        BackgroundFetchHandler(accounts: accounts, clock: clock).handle(task)
        await clock.run()                              // advance through the whole slot
        await fulfillment(of: [task.completed], timeout: 2)

        XCTAssertEqual(accounts.fetchedMessageCount, 3, "messages fetched during background slot")
    }

    func testExpirationStopsIO() async {
        let task = FakeRefreshTask()
        BackgroundFetchHandler(accounts: accounts, clock: clock).handle(task)
        task.expire()
        XCTAssertFalse(accounts.isIORunning)
    }

    func testStopIODoesNotBlockWhileFetchInFlight() {
        server.enqueue(messages: 50)
        let session = accounts.sessions[0]
        session.startIO()
        server.waitUntilFetchStarted()

        session.stopIO()                               // must return promptly

        XCTAssertFalse(accounts.isIORunning)
    }
}
