import Foundation

public enum FennelAppGroup {
    public static let identifier = "group.app.fennel.keys"
    /// Falls back to the process's own defaults when the group is unavailable.
    static func defaults() -> UserDefaults {
        UserDefaults(suiteName: identifier) ?? .standard
    }
}
