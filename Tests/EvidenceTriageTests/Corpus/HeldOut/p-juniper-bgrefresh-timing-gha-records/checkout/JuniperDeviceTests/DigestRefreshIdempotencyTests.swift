import XCTest
@testable import Juniper

final class DigestRefreshIdempotencyTests: XCTestCase {
    func testSimulatedRefreshIsIdempotent() async throws {
        let job = DigestRefreshJob(store: .inMemory(), api: FakeDigestAPI(items: 12))
        try await job.run()
        try await job.run()   // the system may deliver the same refresh twice
        XCTAssertEqual(job.store.items.count, 12)
    }
}
