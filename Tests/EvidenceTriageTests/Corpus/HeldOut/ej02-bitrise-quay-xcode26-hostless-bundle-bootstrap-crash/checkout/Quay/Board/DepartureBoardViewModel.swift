import Foundation

@MainActor
struct DepartureBoardViewModel {
    let sailing: Sailing

    var timeText: String { sailing.scheduled.formatted(.dateTime.hour().minute()) }
    var isStruckThrough: Bool { sailing.status == .delayed }
    var statusText: String {
        switch sailing.status {
        case .onTime: return "On time"
        case .delayed: return "Delayed"
        case .cancelled: return "Cancelled"
        }
    }
}
