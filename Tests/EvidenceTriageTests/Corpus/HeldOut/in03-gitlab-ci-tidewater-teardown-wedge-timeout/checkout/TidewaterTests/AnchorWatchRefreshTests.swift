import Foundation
import Testing
import UIKit
@testable import Tidewater

@Suite("Anchor watch refresh", .serialized)
struct AnchorWatchRefreshTests {
    @Test @MainActor func refreshRunsWithinThirtySeconds() async throws {
        AnchorWatch.shared.lastRefresh = nil
        setenv("EVIDENCE_TEST_ID", "AnchorWatchRefreshTests/refreshRunsWithinThirtySeconds", 1)
        defer { unsetenv("EVIDENCE_TEST_ID") }

        BackgroundTasks.submitAnchorRefresh()
        try await Task.sleep(for: .seconds(30))

        #expect(AnchorWatch.shared.lastRefresh != nil, "anchor-refresh did not run within 30 s of submitting")
    }
}
