import Testing
import UIKit
@testable import Stridewell

@MainActor
@Suite struct BackgroundTimerModuleTests {
    @Test func startBeginsOneBackgroundTask() async throws {
        let provider = RecordingTaskProvider(forwardingTo: UIApplication.shared)
        let module = RNStridewellBackgroundTimer(taskProvider: provider)
        module.start(intervalMs: 1_000)
        #expect(provider.begunIdentifiers.count == 1)
        module.stop()
    }

    @Test func stopEndsOnlyItsOwnBackgroundTask() async throws {
        let provider = RecordingTaskProvider(forwardingTo: UIApplication.shared)
        let module = RNStridewellBackgroundTimer(taskProvider: provider)
        module.start(intervalMs: 1_000)
        let begun = try #require(provider.begunIdentifiers.first)
        module.setTimeout(id: 7, delayMs: 10)
        try await Task.sleep(for: .milliseconds(50))
        module.stop()
        #expect(provider.endedIdentifiers == [begun])
    }
}
