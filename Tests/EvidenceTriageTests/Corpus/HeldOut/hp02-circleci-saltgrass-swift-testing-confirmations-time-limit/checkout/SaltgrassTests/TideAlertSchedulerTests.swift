import Testing
@testable import Saltgrass

@Suite struct TideAlertSchedulerTests {
    let center = RecordingNotificationCenter()

    @Test func skipsAlertsDuringQuietHours() async throws {
        let scheduler = TideAlertScheduler(center: center, quietHours: 0...5)
        let added = try await withCheckedThrowingContinuation { continuation in
            scheduler.scheduleAlerts(for: .fixture(highTideHours: [3, 15])) { continuation.resume(with: $0) }
        }
        #expect(added == 1)
    }

    @Test func alertBodyUsesLocalHeight() async throws {
        let scheduler = TideAlertScheduler(center: center, quietHours: nil)
        _ = try await withCheckedThrowingContinuation { continuation in
            scheduler.scheduleAlerts(for: .fixture(highTideHours: [15], height: 4.26)) { continuation.resume(with: $0) }
        }
        #expect(center.requests.first?.content.body.hasPrefix("4.3 m") == true)
    }

    @Test func schedulesHighTideAlertAfterRefresh() async {
        let scheduler = TideAlertScheduler(center: center, quietHours: nil)
        await confirmation("high tide alert scheduled") { scheduled in
            scheduler.scheduleAlerts(for: .fixture(highTideHours: [15])) { result in
                if case .success(1) = result { scheduled() }
            }
        }
        #expect(center.requests.count == 1)
    }
}
