import Foundation

/// Builds the strings the Live Activity shows. Inputs come from ActivityViewContext.
struct ParkingActivityPresenter {
    let state: ParkingAttributes.ContentState
    let isStale: Bool
    let now: Date

    var headline: String {
        state.isLive ? "LIVE · \(state.minutesLeft) min left" : "Session ended"
    }

    var compactTrailing: String {
        "\(state.minutesLeft)m"
    }
}
