import Nocilla
import XCTest
@testable import Waypost

final class DestinationTypeaheadTests: XCTestCase {
    override func setUp() {
        super.setUp()
        LSNocilla.sharedInstance().start()
    }

    override func tearDown() {
        LSNocilla.sharedInstance().clearStubs()
        LSNocilla.sharedInstance().stop()
        super.tearDown()
    }

    func testTypeaheadReturnsStations() {
        stubRequest("GET", "https://api-staging.waypost.app/v3/stations?q=Lis" as NSString)
            .andReturn(200)?.withBody(#"[{"id":"PT-LIS","name":"Lisboa Oriente"}]"# as NSString)
        let client = StationSearchClient(session: .shared, baseURL: URL(string: "https://api-staging.waypost.app")!)
        let found = expectation(description: "results")
        client.search("Lis") { stations in
            XCTAssertEqual(stations.first?.id, "PT-LIS")
            found.fulfill()
        }
        wait(for: [found], timeout: 2)
    }

    /// Typing "Por" then "Porto": only the last query may reach the network.
    func testTypeaheadSupersedesPreviousQuery() {
        stubRequest("GET", "https://api-staging.waypost.app/v3/stations?q=Por" as NSString).andReturn(200)?.withBody("[]" as NSString)
        let client = StationSearchClient(session: .shared, baseURL: URL(string: "https://api-staging.waypost.app")!)
        client.search("Por") { _ in XCTFail("cancelled query delivered results") }
        client.search("Porto") { _ in }
        // The cancelled query must not deliver results; nothing else to wait for.
    }
}
