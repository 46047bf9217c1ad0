import ActivityKit
import Foundation

/// Follows one activity's state and tells the session store when the banner is gone.
struct MatchActivityObserver {
    let onEnd: @Sendable (String) async -> Void

    func observe(id: String, states: some AsyncSequence<ActivityState, Never>) async {
        for await state in states {
            switch state {
            case .ended, .dismissed, .stale:
                await onEnd(id)
            case .active, .pending:
                continue
            @unknown default:
                continue
            }
        }
    }
}
