import Testing
import BackgroundTasks
@testable import Larder

@Suite struct RefreshSchedulingTests {
    @Test func refreshRunsWithinAMinute() async throws {
        try await confirmation("refresh handler ran") { ran in
            RefreshScheduler.shared.onRefresh = { ran() }
            try RefreshScheduler.shared.submit(after: 1)
            try await Task.sleep(for: .seconds(60))
        }
    }

    @Test func refreshIdentifierIsStable() {
        #expect(BackgroundRouter.refreshIdentifier == "app.larder.ios.refresh")
    }
}
