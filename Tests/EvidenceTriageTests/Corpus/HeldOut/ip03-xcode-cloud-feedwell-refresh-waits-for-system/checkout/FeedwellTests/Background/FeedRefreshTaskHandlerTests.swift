import XCTest
@testable import FeedwellKit

final class FeedRefreshTaskHandlerTests: XCTestCase {
    var accountManager: AccountManager!
    var scheduler: FakeTaskScheduler!

    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "FeedRefreshTaskHandlerTests/" + (name.split(separator: " ").last?.dropLast() ?? ""), 1)
        scheduler = FakeTaskScheduler()
        accountManager = AccountManager(accounts: [.newsBlur(stub: .threePagesOfUnreadHashes)])
    }

    func testHandlerResubmitsRequest() {
        let subject = FeedRefreshTaskHandler(accountManager: accountManager, scheduler: scheduler)
        subject.handle(FakeRefreshTask())
        XCTAssertEqual(scheduler.submitted.map(\.identifier), ["net.feedwell.ios.feed-refresh"])
    }

    func testHandlerCompletesTaskWhenRefreshProgressFinishes() {
        let subject = FeedRefreshTaskHandler(accountManager: accountManager, scheduler: scheduler)
        let task = FakeRefreshTask()

        subject.handle(task)

        // Stubbed network answers immediately; the OS is not involved.
        wait(for: [task.completed], timeout: 10)
        XCTAssertEqual(task.completions, [true])
    }

    func testExpirationCompletesUnsuccessfully() {
        let subject = FeedRefreshTaskHandler(accountManager: accountManager, scheduler: scheduler)
        let task = FakeRefreshTask()
        subject.handle(task)
        task.expire()
        XCTAssertEqual(task.completions.first, false)
    }
}
