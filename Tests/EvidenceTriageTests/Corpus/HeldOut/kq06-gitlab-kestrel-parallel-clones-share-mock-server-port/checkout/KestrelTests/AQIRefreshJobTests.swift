import XCTest
@testable import Kestrel

final class AQIRefreshJobTests: XCTestCase {
    func testRefreshStoresReadingsForEveryStation() async throws {
        let store = ReadingsStore.inMemory()
        let job = AQIRefreshJob(api: StubAQIAPI(), store: store)
        let stations = Station.samples(count: 5)
        _ = try await job.run(stations: stations)
        XCTAssertEqual(store.readings.count, 5, "one reading per station")
    }

    func testExpirationCancelsPendingStationFetches() async throws {
        let api = StubAQIAPI(latency: .milliseconds(200))
        let job = AQIRefreshJob(api: api, store: .inMemory())
        let task = Task { try await job.run(stations: Station.samples(count: 12)) }
        try await Task.sleep(for: .milliseconds(50))
        task.cancel()
        _ = try? await task.value
        XCTAssertLessThanOrEqual(api.requestCount, 1, "no new batch should start after expiration")
    }
}
