import Foundation

/// Values returned by Live Activity button handlers, kept in the app group so
/// the widget extension can render them before the app pushes new props.
struct InteractionStateStore {
    let defaults: UserDefaults
    let activityID: String

    private var key: String { "la.interaction.\(activityID)" }

    func write(_ patch: [String: String]) {
        var current = read()
        current.merge(patch) { _, new in new }
        defaults.set(current, forKey: key)
    }

    func read() -> [String: String] {
        defaults.dictionary(forKey: key) as? [String: String] ?? [:]
    }

    /// Only called from `end()`.
    func clear() { defaults.removeObject(forKey: key) }
}

enum LiveActivityProps {
    /// What the Lock Screen view renders: ActivityKit props with the local
    /// interaction state laid over them.
    static func merged(props: [String: String], local: InteractionStateStore) -> [String: String] {
        props.merging(local.read()) { _, localValue in localValue }
    }
}
