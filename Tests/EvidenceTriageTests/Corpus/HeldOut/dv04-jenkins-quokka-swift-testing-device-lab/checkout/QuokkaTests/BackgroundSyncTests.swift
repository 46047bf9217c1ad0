import Testing
import BackgroundTasks
@testable import Quokka

@Suite(.serialized) struct BackgroundSyncTests {
    @Test(.timeLimit(.minutes(20)))
    func refreshLaunchesWithinFifteenMinutes() async throws {
        let probe = LaunchProbe.shared
        probe.reset()
        try HealthRefreshScheduler.shared.submit(earliest: 60)
        // Device lab: wait for iOS to wake the app.
        try await Task.sleep(for: .seconds(900))
        #expect(probe.launched, "system never launched com.quokkafit.ios.health.refresh")
    }
}
