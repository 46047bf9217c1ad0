import BackgroundTasks
import Testing
@testable import Tidewell

@Suite("Gauge sync request")
struct GaugeSyncRequestTests {
    let scheduler = GaugeSyncScheduler(clock: FixedClock("2026-08-14T09:00:00Z"))

    @Test func usesPermittedIdentifier() throws {
        let request = try #require(scheduler.makeRequest() as? BGProcessingTaskRequest)
        #expect(request.identifier == "com.tidewell.alerts.gauge-sync")
    }

    @Test func doesNotRequireExternalPower() throws {
        let request = try #require(scheduler.makeRequest() as? BGProcessingTaskRequest)
        #expect(request.requiresExternalPower == false)
    }

    @Test func requiresNetworkConnectivity() throws {
        let request = try #require(scheduler.makeRequest() as? BGProcessingTaskRequest)
        #expect(request.requiresNetworkConnectivity)
    }

    @Test func earliestBeginIsFifteenMinutesOut() throws {
        let request = try #require(scheduler.makeRequest() as? BGProcessingTaskRequest)
        #expect(request.earliestBeginDate == scheduler.clock.now.addingTimeInterval(15 * 60))
    }
}
