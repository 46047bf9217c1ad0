import XCTest
@testable import Kelpline

final class TideForecastRefreshJobTests: XCTestCase {
    func testRefreshStoresDecodedForecast() async throws {
        let cache = ForecastCache(inMemory: true)
        let job = TideForecastRefreshJob(api: .stub(json: .fixture("hourly-48")), cache: cache)
        try await job.refresh(spot: .ocracoke)
        XCTAssertEqual(cache.forecast(for: .ocracoke)?.hours.count, 48)
    }

    func testRefreshKeepsPreviousForecastWhenDecodeFails() async throws {
        let cache = ForecastCache(inMemory: true)
        cache.store(.fixture(hours: 48), for: .ocracoke)
        let job = TideForecastRefreshJob(api: .stub(json: Data("{\"hours\": [".utf8)), cache: cache)

        _ = try? await job.refresh(spot: .ocracoke)

        XCTAssertEqual(cache.forecast(for: .ocracoke)?.hours.count ?? 0, 48,
                       "previous hourly forecast must survive a decode error")
    }
}
