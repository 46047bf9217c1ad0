import Testing
@testable import Ferrule

@Suite struct BackgroundDownloadsTests {
    @Test func progressEventsAreOrdered() async throws {
        let fractions = try await ProgressRecorder.record(steps: [0.25, 0.5, 0.75, 1.0], deliveredOn: .concurrent)
        let sorted = fractions.sorted()
        #expect(fractions == sorted)
    }

    @Test func onEventIsProcessWide() {
        BackgroundDownloads.onEvent = { _ in }
        #expect(BackgroundDownloads.onEvent != nil)
    }
}
