import XCTest
@testable import Harborline

/// Runs the real sync stack against ci/timetable_stub.py.
final class TimetableSyncIntegrationTests: XCTestCase {
    private func stubServer() throws -> URL {
        let raw = ProcessInfo.processInfo.environment["STUB_SERVER_URL"]
        return try XCTUnwrap(raw.flatMap { $0.isEmpty ? nil : URL(string: $0) },
                             "STUB_SERVER_URL not set for the test runner (got \(String(describing: raw)))")
    }

    func testSyncAgainstStubServer() async throws {
        let sync = TimetableSync(baseURL: try stubServer(), store: .inMemory())
        let result = try await sync.run()
        XCTAssertEqual(result.routes, 14)
    }

    func testSyncResumesFromSavedCursor() async throws {
        let store = TimetableStore.inMemory(cursor: "2026-11-22T00:00:00Z#311")
        let sync = TimetableSync(baseURL: try stubServer(), store: store)
        _ = try await sync.run()
        XCTAssertEqual(store.cursor, "2026-11-26T00:00:00Z#418")
    }
}
