import XCTest
@testable import Parley

final class SilentPushHandlingTests: XCTestCase {
    private func makeDelegate(sync: MessageSync = .stub(.updated)) -> ParleyAppDelegate {
        let delegate = ParleyAppDelegate()
        delegate.messageSync = sync
        delegate.analytics = AnalyticsPushBridge(sdk: BeaconKitSpy())   // behaves like BeaconKit: completes when given a handler
        return delegate
    }

    func testThreadSyncPushFetchesThread() {
        let sync = MessageSync.spy()
        makeDelegate(sync: sync).application(.shared, didReceiveRemoteNotification: ["threadId": "t-81"]) { _ in }
        XCTAssertEqual(sync.fetched, ["t-81"])
    }

    /// Since iOS 14 UIKit traps ("BUG IN CLIENT OF LIBDISPATCH: Unbalanced call to
    /// dispatch_group_leave()") when the fetch completion handler is called twice.
    func testFetchCompletionCalledExactlyOnce() {
        var calls = 0
        let done = expectation(description: "sync finished")
        makeDelegate().application(.shared, didReceiveRemoteNotification: ["aps": ["content-available": 1], "threadId": "t-81"]) { _ in
            calls += 1
            if calls == 1 { DispatchQueue.main.asyncAfter(deadline: .now() + 0.02) { done.fulfill() } }
        }
        wait(for: [done], timeout: 1)

        XCTAssertEqual(calls, 1, "fetchCompletionHandler must be called exactly once")
    }
}
