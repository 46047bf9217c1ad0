import Foundation

/// Cleans user-typed waypoint names before they are saved.
enum WaypointNameFormatter {
    static func clean(_ name: String) -> String {
        name.components(separatedBy: .whitespaces)
            .filter { !$0.isEmpty }
            .joined(separator: " ")
    }
}
