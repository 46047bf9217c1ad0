import XCTest
@testable import Ferrywatch

/// Hits the local stub server started by the test plan's pre-action (scripts/stub-server.sh).
final class FerryAPIClientTests: XCTestCase {
    private let stub = URL(string: "http://127.0.0.1:61502/v2")!

    func testDecodesSailingsPayload() throws {
        let data = try Fixture.data("sailings-orcas.json")
        let sailings = try FerryAPIClient.decoder.decode([Sailing].self, from: data)
        XCTAssertEqual(sailings.count, 14)
        XCTAssertEqual(sailings.first?.vessel, "Kittitas")
    }

    func testFetchSailingsAgainstStubServer() async throws {
        // Fail fast instead of hanging the suite for the default 60 s when the stub is down.
        let config = URLSessionConfiguration.ephemeral
        config.timeoutIntervalForRequest = 5
        let client = FerryAPIClient(baseURL: stub, session: URLSession(configuration: config))

        // Stub returns 14 sailings for ORC; the client must keep them in departure order.
        let sailings = try await client.sailings(terminal: "ORC")
        XCTAssertEqual(sailings.map(\.departure), sailings.map(\.departure).sorted())
    }
}
