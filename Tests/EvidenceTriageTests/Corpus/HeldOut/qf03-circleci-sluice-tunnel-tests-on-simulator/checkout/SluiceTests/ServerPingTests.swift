import XCTest
@testable import Sluice

final class ServerPingTests: XCTestCase {
    func testLatencySortedAscending() async throws {
        let pinger = ServerPinger(session: .shared, timeout: 2)
        let results = try await pinger.ping(["edge-ams.sluice.io", "edge-fra.sluice.io", "edge-lon.sluice.io"])
        XCTAssertEqual(results.count, 3)
        XCTAssertEqual(results.map(\.latency), results.map(\.latency).sorted())
    }
}
