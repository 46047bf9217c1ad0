import Foundation

final class KillSwitchSettings {
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var isEnabled: Bool {
        get { defaults.object(forKey: "killSwitch") as? Bool ?? true }
        set { defaults.set(newValue, forKey: "killSwitch") }
    }
}
