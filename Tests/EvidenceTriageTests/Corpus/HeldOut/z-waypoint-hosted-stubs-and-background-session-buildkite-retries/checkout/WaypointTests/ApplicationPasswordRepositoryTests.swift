import XCTest
@testable import Waypoint

final class ApplicationPasswordRepositoryTests: XCTestCase {
    func testConcurrentRequestsShareOneCreation() async throws {
        let api = SlowPasswordAPI(delay: .milliseconds(100))
        let repository = ApplicationPasswordRepository(api: api)

        async let first = repository.password(for: .fixture)
        try await Task.sleep(for: .milliseconds(20))          // let the first request start
        async let second = repository.password(for: .fixture)

        _ = try await (first, second)
        XCTAssertEqual(api.creationCount, 1)
    }
}
