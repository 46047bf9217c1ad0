import Foundation
import Testing
@testable import Cairnboard

@Suite("BackgroundRefreshTests")
struct BackgroundRefreshTests {

    @Test func triggersOneSyncAndReturnsTrue() async {
        let spy = SyncSpy(result: .success(true))
        let coordinator = BackgroundRefreshCoordinator(provider: spy, budget: .milliseconds(100))
        let ok = await coordinator.performBackgroundRefresh()
        #expect(ok)
        #expect(spy.callCount == 1)
    }

    @Test func returnsFalseWhenProviderTimesOut() async {
        let spy = SyncSpy(result: .success(true), delay: .milliseconds(400))
        let coordinator = BackgroundRefreshCoordinator(provider: spy, budget: .milliseconds(100))
        let ok = await coordinator.performBackgroundRefresh()
        #expect(ok == false)
    }

    @Test func returnsFalseWithoutCallingSyncWhenUnpaired() async {
        let spy = SyncSpy(result: .success(true), paired: false)
        let coordinator = BackgroundRefreshCoordinator(provider: spy, budget: .milliseconds(100))
        let ok = await coordinator.performBackgroundRefresh()
        #expect(ok == false)
        #expect(spy.callCount == 0)
    }

    /// The system gives an app-refresh task ~30 s; the coordinator must hand the
    /// task back inside its budget even when the provider ignores cancellation.
    @Test func completesWithinBudgetWhenProviderBlocks() async {
        let spy = SyncSpy.blockingIgnoringCancellation(for: .seconds(2))
        let coordinator = BackgroundRefreshCoordinator(provider: spy, budget: .milliseconds(100))
        let clock = ContinuousClock()
        let start = clock.now
        let ok = await coordinator.performBackgroundRefresh()
        let elapsed = clock.now - start
        #expect(ok == false)
        #expect(elapsed < .milliseconds(500))
    }
}
