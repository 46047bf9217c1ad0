import XCTest
@testable import Waypost

final class RouteSyncTests: XCTestCase {
    func testRetriesAfter503() async throws {
        let server = LocalStubServer(responses: [503, 200])
        try server.start()
        defer { server.stop() }
        let sync = RouteSync(baseURL: server.url, retryDelay: 0.2)
        let route = try await sync.fetchToday(driverID: "drv-2231")
        XCTAssertEqual(route.stops.count, 14)
    }
}
