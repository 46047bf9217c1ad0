import XCTest
@testable import Gullwing

final class TimetableClientTests: XCTestCase {

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

    func testDecodesStubbedDepartures() async {
        let client = TimetableClient(baseURL: URL(string: "https://api-staging.gullwing.app/v2/")!)
        do {
            let departures = try await client.departures(route: "ptm-fsb", on: "2026-05-12")
            XCTAssertEqual(departures.count, 3)
            XCTAssertEqual(departures.first?.time, "07:45")
        } catch {
            XCTFail("request failed: \(error)")
        }
    }

    func testRejectsNon200() async {
        let client = TimetableClient(baseURL: URL(string: "https://api-staging.gullwing.app/v2/")!)
        await XCTAssertThrowsErrorAsync(try await client.departures(route: "unknown", on: "2026-05-12"))
    }
}
