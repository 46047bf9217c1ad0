import XCTest
@testable import Wordcast

/// Runs against StubHTTPServer on localhost; 100 concurrent fetches.
final class ArticleFetcherServiceTests: XCTestCase {
    func testThreadingStress() throws {
        let server = try StubHTTPServer.start(serving: ["/gettysburgaddress.txt": Fixtures.longArticle])
        defer { server.stop() }
        let service = ArticleFetcherService(session: .shared)
        let group = DispatchGroup()
        for index in 0..<100 {
            group.enter()
            service.fetch(server.url(for: "/gettysburgaddress.txt")) { fetchData, fetchError in
                XCTAssertNotNil(fetchData, "index \(index)")
                XCTAssertNil(fetchError, "index \(index)")
                group.leave()
            }
        }
        XCTAssertEqual(group.wait(timeout: .now() + 30), .success)
    }
}
