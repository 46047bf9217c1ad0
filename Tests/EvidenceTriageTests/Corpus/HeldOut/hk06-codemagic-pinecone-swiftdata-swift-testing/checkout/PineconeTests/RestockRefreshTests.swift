import Foundation
import Testing
@testable import Pinecone

@Suite("Restock refresh", .serialized)
struct RestockRefreshTests {

    init() {
        setenv("EVIDENCE_TEST_ID", "RestockRefreshTests/refreshRunsWithinAMinute()", 1)
    }

    @Test func identifierIsNamespacedUnderBundle() {
        #expect(RestockRefresh.identifier.hasPrefix("com.pinecone.pantry."))
    }

    @Test func refreshRunsWithinAMinute() async throws {
        RestockRefresh.shared.schedule(earliestIn: 5)
        // Give the scheduler a minute to pick the request up.
        try await Task.sleep(for: .seconds(60))
        #expect(RestockRefresh.shared.lastRun != nil)
    }
}
