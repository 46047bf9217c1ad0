import XCTest
@testable import Gullwing

final class TimetableRefreshJobTests: XCTestCase {

    override func setUp() {
        super.setUp()
        StubURLProtocol.responses["/v2/routes/ptm-fsb/departures"] = Fixtures.data("departures-ptm-fsb")
        URLProtocol.registerClass(StubURLProtocol.self)
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        StubURLProtocol.responses = [:]
        super.tearDown()
    }

    func testRefreshWritesDeparturesToCache() async throws {
        let cache = DepartureCache.inMemory()
        let job = TimetableRefreshJob(
            client: TimetableClient(baseURL: URL(string: "https://api-staging.gullwing.app/v2/")!),
            cache: cache, routes: { ["ptm-fsb"] }, today: { "2026-05-12" })

        try? await job.run()

        XCTAssertEqual(cache.departures(for: "ptm-fsb", day: "2026-05-12").count, 3, "cache after refresh")
    }

    func testCancelledRefreshKeepsYesterdaysTimetable() async {
        let cache = DepartureCache.inMemory(seed: ["ptm-fsb": Fixtures.departures("departures-ptm-fsb")])
        let job = TimetableRefreshJob(client: .live, cache: cache, routes: { ["ptm-fsb"] }, today: { "2026-05-12" })
        let task = Task { try await job.run() }
        task.cancel()
        _ = await task.result
        XCTAssertEqual(cache.departures(for: "ptm-fsb", day: "2026-05-11").count, 3)
    }
}
