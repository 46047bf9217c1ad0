import Testing
import UIKit
@testable import Pinecone

@Suite(.serialized)
struct ForecastRefreshTests {
    @Test func requestUsesThirtyMinuteFloor() async throws {
        let now = Date(timeIntervalSince1970: 1_800_000_000)
        RefreshScheduler.scheduleForecastRefresh(now: now)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        #expect(pending.first?.earliestBeginDate == now.addingTimeInterval(1800))
    }

    @Test func refreshActionRunsAfterBackgrounding() async throws {
        let model = ForecastModel.shared
        let before = model.lastRefreshed
        await UIApplication.shared.sendToBackgroundForTesting()
        try await Task.sleep(for: .seconds(120))
        #expect(model.lastRefreshed != before)
    }
}
