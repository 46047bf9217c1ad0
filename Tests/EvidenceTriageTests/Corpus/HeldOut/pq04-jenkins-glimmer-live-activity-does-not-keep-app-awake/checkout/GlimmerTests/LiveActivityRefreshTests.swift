import Testing
import ActivityKit
@testable import Glimmer

@Suite("Live Activity refresh")
struct LiveActivityRefreshTests {
    @Test func activityStartsWithLatestReading() async throws {
        let controller = GlucoseActivityController(store: .preview)
        try await controller.start()
        #expect(controller.currentState?.glucose == 112)
    }

    @Test func glucoseRefreshesWhileActivityVisible() async throws {
        let controller = GlucoseActivityController(store: .live)
        try await controller.start()
        let before = controller.currentState?.readingDate
        try GlucoseRefreshScheduler.shared.schedule(after: 60)
        await AppLifecycle.simulateEnterBackground()
        try await Task.sleep(for: .seconds(300))
        #expect(controller.currentState?.readingDate != before)
    }
}
