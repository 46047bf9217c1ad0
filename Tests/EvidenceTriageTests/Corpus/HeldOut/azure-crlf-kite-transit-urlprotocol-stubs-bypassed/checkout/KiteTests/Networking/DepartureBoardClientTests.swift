import XCTest
@testable import Kite

final class DepartureBoardClientTests: XCTestCase {
    private var client: DepartureBoardClient!

    override func setUp() {
        super.setUp()
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        StubURLProtocol.responses["https://api.kite.test/v2/stops/4401/departures"] =
            .json(named: "departures-4401", in: Bundle(for: Self.self))
        client = DepartureBoardClient(baseURL: URL(string: "https://api.kite.test/v2")!,
                                      configuration: configuration)
    }

    override func tearDown() {
        StubURLProtocol.responses.removeAll()
        super.tearDown()
    }

    func testDecodesStubbedDepartures() async {
        do {
            let board = try await client.departures(stopID: "4401")
            XCTAssertEqual(board.departures.count, 6)
        } catch {
            XCTFail("request was not served by the stub: \(error)")
        }
    }
}
