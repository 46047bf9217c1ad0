import Testing
import WatchKit
@testable import SwellmeterWatch

@Suite(.serialized)
struct ComplicationRefreshTests {
    @Test func refreshScheduledWithPreferredDate() async throws {
        let scheduler = RefreshScheduler(application: .shared())
        let preferred = try await scheduler.scheduleNext(after: .seconds(60))
        #expect(preferred.timeIntervalSinceNow <= 61)
    }

    @Test func refreshFiresWithinFiveMinutes() async throws {
        let scheduler = RefreshScheduler(application: .shared())
        _ = try await scheduler.scheduleNext(after: .seconds(60))
        let result = await RefreshProbe.shared.waitForRefresh(timeout: .seconds(300))
        #expect(result == .fired)
    }
}
