import Foundation

enum PaceAlertOutcome: Equatable { case applied, userDeclined }

/// Proposes plan changes and waits for the runner's approval.
final class PaceAlertCoach {
    private let approvals: ApprovalStore

    init(approvals: ApprovalStore) { self.approvals = approvals }

    func proposeFasterPace(for workout: Workout) async throws -> PaceAlertOutcome {
        coachLog("pace alert proposed for \(workout.id)")
        let decision = try await approvals.request(.fasterPace(workout.id))
        coachLog("pace alert \(decision == .approved ? "approved" : "declined")")
        return decision == .approved ? .applied : .userDeclined
    }
}
