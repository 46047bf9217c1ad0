import BackgroundTasks
import Foundation
import Testing
@testable import Hazel

@Suite(.serialized) struct DownloadSchedulerTests {
    @Test func requestRequiresNetworkAndPower() {
        let request = DownloadScheduler.makeRequest(seriesID: "series-1")
        #expect(request.requiresNetworkConnectivity)
        #expect(request.requiresExternalPower)
    }

    /// Each followed series gets its own overnight processing request (device lab).
    @Test func submitsOneRequestPerSeries() throws {
        let followed = (1...12).map { "series-\($0)" }
        defer { BGTaskScheduler.shared.cancelAllTaskRequests() }
        for id in followed {
            try BGTaskScheduler.shared.submit(DownloadScheduler.makeRequest(seriesID: id))
        }
        #expect(DownloadScheduler.pendingSeries().count == 12)
    }
}
