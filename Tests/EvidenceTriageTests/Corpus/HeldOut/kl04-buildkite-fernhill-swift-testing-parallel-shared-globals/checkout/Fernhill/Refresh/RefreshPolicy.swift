import Foundation

enum RefreshPolicy: Equatable, CaseIterable {
    case hourly, every15Minutes, manual

    /// Process-wide current policy, set from Settings at launch.
    nonisolated(unsafe) static var current: RefreshPolicy = .hourly

    var interval: TimeInterval? {
        switch self {
        case .hourly: 3600
        case .every15Minutes: 900
        case .manual: nil
        }
    }
}
