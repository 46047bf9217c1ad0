import XCTest
@testable import FeedwellKit

final class NewsBlurAccountDelegateTests: XCTestCase {
    func testRefreshUnreadStoriesFetchesInBatchesOfOneHundred() {
        let caller = StubNewsBlurCaller(unreadHashCount: 250)
        let subject = NewsBlurAccountDelegate(caller: caller)
        let done = expectation(description: "refresh done")
        subject.refreshUnreadStories(for: .fixture, hashes: caller.allHashes, updateFetchDate: Date()) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertEqual(caller.retrieveStoriesBatchSizes, [100, 100, 50])
    }

    func testRefreshUnreadStoriesCompletesProgressOnce() {
        let caller = StubNewsBlurCaller(unreadHashCount: 250)
        let subject = NewsBlurAccountDelegate(caller: caller)
        subject.refreshProgress.addToNumberOfTasksAndRemaining(1)
        let done = expectation(description: "refresh done")
        subject.refreshUnreadStories(for: .fixture, hashes: caller.allHashes, updateFetchDate: Date()) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)

        XCTAssertEqual(subject.refreshProgress.numberCompleted, 1,
                       "the whole paged refresh is one progress task")
    }

    func testLastArticleFetchEndTimeSet() {
        let caller = StubNewsBlurCaller(unreadHashCount: 10)
        let subject = NewsBlurAccountDelegate(caller: caller)
        let done = expectation(description: "refresh done")
        subject.refreshUnreadStories(for: .fixture, hashes: caller.allHashes, updateFetchDate: Date()) { _ in done.fulfill() }
        wait(for: [done], timeout: 2)
        XCTAssertNotNil(subject.accountMetadata?.lastArticleFetchEndTime)
    }
}
