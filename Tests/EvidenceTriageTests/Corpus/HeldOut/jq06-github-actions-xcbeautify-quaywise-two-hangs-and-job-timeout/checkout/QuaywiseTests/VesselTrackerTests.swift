import XCTest
@testable import Quaywise

final class VesselTrackerTests: XCTestCase {
    func testPositionsStreamResumesAfterReconnect() async throws {
        let server = try await MockAISServer.start(fixture: "haro-strait-10min")
        let tracker = VesselTracker(endpoint: server.url, reconnectDelay: .milliseconds(200))
        var positions = tracker.positions(for: "316001249").makeAsyncIterator()

        _ = try await positions.next()
        await server.dropAllConnections()
        let afterReconnect = try await positions.next()

        XCTAssertNotNil(afterReconnect)
    }
}
