import Testing
import BackgroundTasks
@testable import Osprey

@Suite(.serialized)
struct RefreshHandlerTests {
    @Test func simulatedLaunchCompletes() async throws {
        try BackgroundTasks.scheduleFeedRefresh()
        await confirmation(expectedCount: 1) { completed in
            BackgroundTasks.onCompletion = { id, success in
                if id == BackgroundTasks.feedRefresh && success { completed() }
            }
            DebugScheduler.simulateLaunch(BackgroundTasks.feedRefresh)   // _simulateLaunchForTaskWithIdentifier:
            try? await Task.sleep(for: .seconds(60))
        }
    }
}
