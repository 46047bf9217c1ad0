import XCTest
@testable import Harbor

final class RequestGateTests: XCTestCase {
    func testIdenticalRequestsCoalesce() async throws {
        let gate = RequestGate()
        async let first = gate.data(for: "feed") { try await Task.sleep(for: .milliseconds(50)); return Data("xml".utf8) }
        async let second = gate.data(for: "feed") { Data("other".utf8) }
        let values = try await [first, second].map { String(decoding: $0, as: UTF8.self) }
        XCTAssertEqual(values, ["xml", "xml"])
    }
}
