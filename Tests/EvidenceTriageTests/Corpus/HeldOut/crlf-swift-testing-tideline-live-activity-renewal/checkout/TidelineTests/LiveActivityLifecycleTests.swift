import ActivityKit
import Foundation
import Testing
@testable import Tideline

@Suite("Live Activity lifecycle")
@MainActor
struct LiveActivityLifecycleTests {
    let requester = FakeActivityRequester()
    let storage = InMemoryLAStorage()
    var manager: LiveActivityManager { LiveActivityManager(requester: requester, storage: storage, clock: .fixed("2026-08-13T03:10:00Z")) }

    @Test func userSwipeBlocksAutoRestart() {
        let m = manager
        m.startFromCurrentState()
        requester.simulateDismissal(staleDate: .distantFuture, renewalFailed: false)
        #expect(m.dismissedByUser == true)
    }

    @Test func staleDismissalDoesNotBlockRestart() {
        let m = manager
        m.startFromCurrentState()
        // iOS removes the activity because its staleDate passed; not a user swipe.
        requester.simulateDismissal(staleDate: Date(timeIntervalSince1970: 1_786_590_000), renewalFailed: false)
        #expect(m.dismissedByUser == false)
        m.handleForeground()
        #expect(requester.requestCount == 2)
    }

    @Test func renewalDefersRequestUntilForeground() {
        let m = manager
        m.startFromCurrentState()
        requester.sceneState = .background
        storage.renewBy = Date(timeIntervalSince1970: 1_786_590_500)   // deadline already passed

        m.renewIfNeeded()

        #expect(requester.requestCount == 1, "Activity.request must not be attempted from the background")
        #expect(storage.pendingRenewal)
    }
}
