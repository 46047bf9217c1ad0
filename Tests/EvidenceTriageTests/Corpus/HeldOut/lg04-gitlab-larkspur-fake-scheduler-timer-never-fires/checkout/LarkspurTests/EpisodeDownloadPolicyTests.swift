import Testing
@testable import Larkspur

@Suite struct EpisodeDownloadPolicyTests {
    @Test func firstFailureWaitsBase() {
        #expect(EpisodeDownloadPolicy().nextDelay(afterFailures: 1) == .seconds(150))
    }

    @Test func backoffDoublesAfterFailure() async {
        let clock = ManualClock()
        let policy = EpisodeDownloadPolicy()
        let start = clock.now
        clock.advance(by: policy.nextDelay(afterFailures: 2))
        #expect(clock.now == start.advanced(by: .seconds(300)))
        #expect(policy.nextDelay(afterFailures: 3) == .seconds(600))
        #expect(policy.nextDelay(afterFailures: 2) == .seconds(600))
    }
}
