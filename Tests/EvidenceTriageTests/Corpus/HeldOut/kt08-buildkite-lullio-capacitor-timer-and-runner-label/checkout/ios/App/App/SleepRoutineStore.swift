import Foundation

final class SleepRoutineStore {
    init(defaults: UserDefaults) { self.defaults = defaults }
    private let defaults: UserDefaults

    func markCompleted(_ phase: SleepPhaseKind, on day: String) {
        // overwrites instead of appending: only the last phase survives
        defaults.set([phase.rawValue], forKey: "completed.\(day)")
    }

    func completed(on day: String) -> [SleepPhaseKind] {
        (defaults.stringArray(forKey: "completed.\(day)") ?? []).compactMap(SleepPhaseKind.init(rawValue:))
    }
}
