import BackgroundTasks
import Foundation
import Testing
@testable import Fernhill

/// Serialized because every test here swaps the process-wide scheduler and policy.
@Suite(.serialized)
struct RefreshSchedulerTests {
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    @Test func backgroundingSubmitsOneRequest() throws {
        let mock = MockTaskScheduler()
        BackgroundTasks.scheduler = mock
        RefreshPolicy.current = .hourly
        FeedRefreshScheduler(now: { now }).appDidEnterBackground()
        #expect(mock.submitted.count == 1)
        let request = try #require(mock.submitted.first)
        #expect(request.identifier == FeedRefreshScheduler.taskID)
    }

    @Test func pollingIntervalFollowsPolicy() throws {
        let mock = MockTaskScheduler()
        BackgroundTasks.scheduler = mock
        RefreshPolicy.current = .every15Minutes
        defer { RefreshPolicy.current = .hourly }
        FeedRefreshScheduler(now: { now }).appDidEnterBackground()
        let request = try #require(mock.submitted.first)
        #expect(request.earliestBeginDate == now.addingTimeInterval(900))
    }

    @Test func manualPolicySubmitsNothing() {
        let mock = MockTaskScheduler()
        BackgroundTasks.scheduler = mock
        RefreshPolicy.current = .manual
        defer { RefreshPolicy.current = .hourly }
        FeedRefreshScheduler(now: { now }).appDidEnterBackground()
        #expect(mock.submitted.isEmpty)
    }
}
