import Testing
import Foundation
import BackgroundTasks
@testable import Oakline

@Suite("Nightly dedupe task")
struct NightlyDedupeTaskTests {
    @Test("Request needs no network")
    func requestNeedsNoNetwork() {
        #expect(NightlyDedupeTask.makeRequest().requiresNetworkConnectivity == false)
    }

    @Test("Dedupe runs within ten minutes on battery")
    func dedupeRunsWithinTenMinutesOnBattery() async throws {
        try NightlyDedupeTask.shared.submit(earliestBegin: .now.addingTimeInterval(30))
        let started = await NightlyDedupeTask.shared.waitForStart(timeout: .seconds(600))
        #expect(started, "processing task did not start within 600 s")
    }
}
