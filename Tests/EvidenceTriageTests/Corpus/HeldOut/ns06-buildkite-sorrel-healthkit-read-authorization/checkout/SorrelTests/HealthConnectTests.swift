import Testing
import HealthKit
@testable import Sorrel

@Suite struct HealthConnectTests {
    /// HealthKit on the CI simulator: the read prompt is dismissed with "Don't Allow"
    /// by the UI-interruption helper before the completion is delivered.
    @Test func deniedReadAccessShowsReconnect() async throws {
        let model = HealthConnectModel(store: HKHealthStore())
        await model.connect(reading: [HKCategoryType(.sleepAnalysis)])
        #expect(model.state == .needsReconnect)
    }

    @Test func connectRequestsSleepAndHeartRate() async {
        let spy = HealthStoreSpy()
        let model = HealthConnectModel(store: spy)
        await model.connect(reading: HealthConnectModel.defaultReadTypes)
        #expect(spy.requestedReadTypes.count == 2)
    }
}
