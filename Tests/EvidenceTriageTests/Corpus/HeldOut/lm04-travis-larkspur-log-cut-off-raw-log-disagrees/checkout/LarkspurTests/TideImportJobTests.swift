import XCTest
@testable import Larkspur

final class TideImportJobTests: XCTestCase {
    func testImportIsIdempotent() throws {
        let store = InMemoryTideStore()
        let job = TideImportJob(store: store, source: FakeTideSource(days: 3))
        try awaitSync { try await job.run() }
        try awaitSync { try await job.run() }
        XCTAssertEqual(store.readings.count, 72)
    }
}
