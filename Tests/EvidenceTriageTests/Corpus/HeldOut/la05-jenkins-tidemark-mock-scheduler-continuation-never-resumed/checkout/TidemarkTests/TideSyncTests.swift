import Testing
@testable import Tidemark

@Suite(.timeLimit(.minutes(1)))
struct TideSyncTests {
    @Test func flushIsSkippedWhenOffline() async {
        let sync = TideSync(network: .offline, scheduler: MockTaskScheduler())
        #expect(await sync.flush() == .skipped)
    }

    @Test func flushCompletesAfterMockLaunch() async {
        let scheduler = MockTaskScheduler()
        let sync = TideSync(network: .online, scheduler: scheduler)
        sync.registerBackgroundFlush()
        scheduler.launch("com.tidemark.tides.alert")
        let success = await scheduler.awaitCompletion(of: "com.tidemark.tides.alert")
        #expect(success)
    }
}
