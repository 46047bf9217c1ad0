import XCTest
import OHHTTPStubs
import OHHTTPStubsSwift
@testable import Waypoint

final class TripAPIClientTests: XCTestCase {
    override func tearDown() {
        HTTPStubs.removeAllStubs()
        super.tearDown()
    }

    func testFetchTripsUsesStubbedResponse() {
        let stubbed = stub(condition: isHost("api.waypoint.example") && isPath("/v2/trips")) { _ in
            fixture(filePath: OHPathForFile("trips.json", Self.self)!, headers: ["Content-Type": "application/json"])
        }
        stubbed.name = "GET /v2/trips"
        let done = expectation(description: "trips loaded")
        var result: Result<[Trip], APIError>?

        APIClient.shared.fetchTrips { result = $0; done.fulfill() }
        wait(for: [done], timeout: 10)

        XCTAssertEqual(try? result?.get().map(\.name), ["Lisbon long weekend", "Dolomites hut-to-hut"])
    }

    func testDecodesTripWithoutCoverImage() throws {
        let trip = try JSONDecoder.waypoint.decode(Trip.self, from: Data(#"{"id":"t1","name":"Oslo","days":2}"#.utf8))
        XCTAssertNil(trip.coverImageURL)
    }
}
