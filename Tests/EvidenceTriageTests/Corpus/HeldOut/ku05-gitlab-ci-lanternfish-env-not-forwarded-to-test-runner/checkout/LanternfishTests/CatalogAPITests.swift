import XCTest
@testable import Lanternfish

/// Talks to the stub server CI starts on 127.0.0.1:8099 (scripts/start-stub-server.sh).
final class CatalogAPITests: XCTestCase {
    private func stubURL() throws -> URL {
        let raw = try XCTUnwrap(ProcessInfo.processInfo.environment["STUB_SERVER_URL"], "STUB_SERVER_URL not set for the test process")
        return try XCTUnwrap(URL(string: raw))
    }

    func testFetchesCatalogFromStubServer() async throws {
        let api = CatalogAPI(baseURL: try stubURL())
        let catalog = try await api.fetchCatalog()
        XCTAssertEqual(catalog.items.count, 24)
    }

    func testRetriesOn503() async throws {
        let api = CatalogAPI(baseURL: try stubURL().appending(path: "flaky-503"))
        let catalog = try await api.fetchCatalog()
        XCTAssertEqual(catalog.items.count, 24)
    }
}
