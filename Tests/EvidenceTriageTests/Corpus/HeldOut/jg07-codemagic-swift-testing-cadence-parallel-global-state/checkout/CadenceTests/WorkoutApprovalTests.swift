import Foundation
import Testing
@testable import Cadence

struct ApprovalNeverArrived: Error {}

@Suite struct WorkoutApprovalTests {
    @Test("Declined pace alert is not a failure")
    func declinedPaceAlertIsNotAFailure() async throws {
        let store = ApprovalStore()
        let coach = PaceAlertCoach(approvals: store)
        let run = Task { try await coach.proposeFasterPace(for: .fixtureTempoRun) }
        let pending = try await waitForPendingApproval(in: store)
        store.decline(pending.id)
        let outcome = try await run.value
        #expect(outcome == .userDeclined)
    }

    @Test("Approved pace alert updates the plan")
    func approvedPaceAlertUpdatesPlan() async throws {
        let store = ApprovalStore()
        let coach = PaceAlertCoach(approvals: store)
        let run = Task { try await coach.proposeFasterPace(for: .fixtureTempoRun) }
        let pending = try await waitForPendingApproval(in: store)
        store.approve(pending.id)
        #expect(try await run.value == .applied)
    }

    /// Polls for up to 2 s of wall-clock time.
    private func waitForPendingApproval(in store: ApprovalStore) async throws -> PendingApproval {
        let deadline = ContinuousClock.now + .seconds(2)
        while ContinuousClock.now < deadline {
            if let pending = store.pending.first { return pending }
            try await Task.sleep(for: .milliseconds(20))
        }
        throw ApprovalNeverArrived()
    }
}
