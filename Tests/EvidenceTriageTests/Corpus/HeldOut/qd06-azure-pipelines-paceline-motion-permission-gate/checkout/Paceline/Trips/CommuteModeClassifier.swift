import Foundation

enum CommuteMode: String { case walk, cycle, drive, transit }

enum CommuteModeClassifier {
    /// Average speed in m/s -> mode.
    static func mode(averageSpeed: Double) -> CommuteMode {
        switch averageSpeed {
        case ..<2.5: return .walk
        case ..<7.0: return .cycle
        default: return .drive
        }
    }
}
