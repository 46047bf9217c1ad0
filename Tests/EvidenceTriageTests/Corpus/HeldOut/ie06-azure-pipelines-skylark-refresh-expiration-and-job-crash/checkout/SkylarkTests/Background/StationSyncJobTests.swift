import XCTest
@testable import Skylark

final class StationSyncJobTests: XCTestCase {
    func testWritesEveryFavourite() async throws {
        let job = StationSyncJob(api: StubStationAPI(stations: [.fixture("EGLL"), .fixture("EIDW")]), store: InMemoryStationStore())
        let written = try await job.run(favourites: ["EGLL", "EIDW"])
        XCTAssertEqual(written, 2)
    }

    func testSkipsStationsWithoutMETAR() async throws {
        let stations = [Station.fixture("EGLL"), Station.fixture("EGPU", latestMETAR: nil)]
        let job = StationSyncJob(api: StubStationAPI(stations: stations), store: InMemoryStationStore())
        let written = try await job.run(favourites: ["EGLL", "EGPU"])
        XCTAssertEqual(written, 1)
    }
}
