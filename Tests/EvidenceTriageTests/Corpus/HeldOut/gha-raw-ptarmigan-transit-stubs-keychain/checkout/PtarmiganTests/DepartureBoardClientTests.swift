import XCTest
@testable import Ptarmigan

/// Answers every request with a fixture instead of the network.
final class StubURLProtocol: URLProtocol {
    static var responses: [String: (Int, Data)] = [:]

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let key = request.url?.path ?? ""
        let (status, body) = Self.responses[key] ?? (404, Data())
        let response = HTTPURLResponse(url: request.url!, statusCode: status, httpVersion: "HTTP/1.1", headerFields: nil)!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: body)
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}
}

final class DepartureBoardClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubURLProtocol.self)
        StubURLProtocol.responses["/v2/stops/KGX/departures"] = (200, Fixtures.data("departures-kgx.json"))
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        super.tearDown()
    }

    func testFetchesDeparturesFromStub() async throws {
        // DepartureBoardClient builds its own URLSession from an ephemeral
        // configuration (no caching, 8 s timeout).
        let client = DepartureBoardClient(baseURL: URL(string: "https://api.ptarmigan-transit.example")!)
        let board = try await client.departures(stop: "KGX")
        XCTAssertEqual(board.departures.count, 12)
        XCTAssertEqual(board.departures.first?.destination, "Cambridge")
    }

    func testDecodesDelayMinutes() throws {
        let board = try JSONDecoder.transit.decode(DepartureBoard.self, from: Fixtures.data("departures-kgx.json"))
        XCTAssertEqual(board.departures[3].delayMinutes, 7)
    }
}
