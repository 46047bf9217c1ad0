import Testing
@testable import Larch

@Suite struct TrailConditionsRefreshTests {
    @Test func refreshRunsWithinTenMinutes() async throws {
        let before = TrailStore.labShared.conditionsUpdatedAt
        try TaskScheduling.submitConditionsRefresh(earliestBegin: .now)
        await LabDevice.lockAndWait(minutes: 10)
        #expect(TrailStore.labShared.conditionsUpdatedAt > before)
    }
}
