import BackgroundTasks
import Foundation
import Testing
@testable import Harbornote

@Suite(.serialized)
struct RefreshSchedulerTests {
    // Stamp evidence records written during these tests with the running test.
    init() { setenv("EVIDENCE_TEST_ID", "RefreshSchedulerTests/submitsEpisodeRefreshRequest()", 1) }

    @Test func identifierIsPermitted() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        #expect(ids.contains(RefreshScheduler.episodeRefresh.rawValue))
    }

    /// Episode refresh must be schedulable on every launch (HBN-311).
    @Test func submitsEpisodeRefreshRequest() throws {
        try RefreshScheduler.shared.submitEpisodeRefresh()
        BGTaskScheduler.shared.cancel(taskRequestWithIdentifier: RefreshScheduler.episodeRefresh.rawValue)
    }
}
