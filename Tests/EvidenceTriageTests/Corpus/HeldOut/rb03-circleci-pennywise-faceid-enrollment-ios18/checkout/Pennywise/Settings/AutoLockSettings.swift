import Foundation

final class AutoLockSettings {
    private let defaults: UserDefaults
    init(defaults: UserDefaults) { self.defaults = defaults }

    var autoLockSeconds: Int {
        get { defaults.object(forKey: "autoLockSeconds") as? Int ?? 300 }
        set { defaults.set(newValue, forKey: "autoLockSeconds") }
    }
}
