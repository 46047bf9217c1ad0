import BackgroundTasks
import Foundation
import Testing
@testable import Cadence

@Suite(.serialized) struct PlanRefreshTaskTests {
    @Test func planRefreshRequestUsesOvernightWindow() {
        let request = PlanRefreshScheduler.makeRequest(now: .fixtureEvening)
        #expect(request.earliestBeginDate == .fixtureEvening.addingTimeInterval(6 * 3600))
    }

    @Test func simulatedLaunchRefreshesPlan() async throws {
        // Assumes the app already submitted a request at launch.
        try await confirmation("plan refresh handler ran") { ran in
            PlanRefreshScheduler.onHandled = { ran() }
            BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                           with: PlanRefreshScheduler.identifier)
            try await Task.sleep(for: .seconds(3))
        }
    }
}
