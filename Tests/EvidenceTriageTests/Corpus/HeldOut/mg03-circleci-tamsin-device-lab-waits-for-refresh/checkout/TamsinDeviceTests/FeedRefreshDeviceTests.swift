import Testing
import BackgroundTasks
@testable import Tamsin

/// Runs on the lab iPhone overnight: the app is backgrounded by the harness after each submit.
@Suite(.serialized)
struct FeedRefreshDeviceTests {
    let recorder = DiagnosticsRecorder.shared

    @Test func refreshLaunchesAfterBackgrounding() async throws {
        try BackgroundRefresh.submit(earliestBegin: .now.addingTimeInterval(5 * 60))
        await DeviceHarness.sendAppToBackground()

        try await Task.sleep(for: .seconds(600))     // give iOS ten minutes

        let launches = recorder.records(for: "app.tamsin.player.feedrefresh", phase: .launch)
        #expect(launches.count > 0)
    }

    @Test func launchStartsWithinFifteenMinutesOfEarliestBegin() async throws {
        let earliest = Date.now.addingTimeInterval(15 * 60)
        try BackgroundRefresh.submit(earliestBegin: earliest)
        await DeviceHarness.sendAppToBackground()

        let launch = try await recorder.waitForRecord("app.tamsin.player.feedrefresh", phase: .launch, timeout: .seconds(90 * 60))
        let delay = launch.timestamp.timeIntervalSince(earliest)
        #expect(delay <= 15 * 60)
    }
}
