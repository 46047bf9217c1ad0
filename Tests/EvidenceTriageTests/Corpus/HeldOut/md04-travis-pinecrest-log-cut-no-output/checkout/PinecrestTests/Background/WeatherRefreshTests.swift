import XCTest
@testable import Pinecrest

final class WeatherRefreshTests: XCTestCase {
    func testHourlyRefreshRunsOnSchedule() throws {
        try? WeatherRefresh.schedule(WeatherRefresh.hourly, in: 5)
        sleep(30) // give the system time to launch the refresh
        XCTAssertNotNil(WeatherStore.shared.lastRefresh, "hourly refresh did not run")
    }
}
