import XCTest
@testable import Quayline

final class TimetableClientTests: XCTestCase {
    override func setUp() {
        super.setUp()
        URLProtocol.registerClass(StubURLProtocol.self)
        StubURLProtocol.responses["/v2/routes/ferry-7/departures"] = .fixture("departures-ferry-7")
    }

    override func tearDown() {
        URLProtocol.unregisterClass(StubURLProtocol.self)
        StubURLProtocol.responses.removeAll()
        super.tearDown()
    }

    func testDecodesDeparturesFromStub() async throws {
        let client = TimetableClient(baseURL: URL(string: "https://api.quayline.test")!)
        let departures = try await client.departures(route: "ferry-7")
        XCTAssertEqual(departures.count, 14)
        XCTAssertEqual(departures.first?.pier, "Pier 3")
    }
}
