import Testing
import SpeedcheckerSDK
@testable import Osprey

@Suite("Scheduled speed tests")
struct SpeedcheckerBackgroundTests {
    @Test("Foreground speed test config uses nearest server")
    func foregroundConfig() {
        let config = SpeedTestFactory.foregroundConfig(region: .eu)
        #expect(config.serverSelection == .nearest)
    }

    @Test("Background speed test schedules")
    func backgroundSpeedTestSchedules() async {
        let result = await SpeedTestFactory.scheduleBackgroundTest(every: .hours(6))
        #expect(result == .scheduled)
    }
}
