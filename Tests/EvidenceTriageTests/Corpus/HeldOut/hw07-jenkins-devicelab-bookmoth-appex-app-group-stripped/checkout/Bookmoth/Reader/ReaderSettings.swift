import Foundation

final class ReaderSettings {
    private let defaults: UserDefaults
    var lineSpacing: Double {
        didSet { defaults.set(lineSpacing, forKey: "lineSpacing") }
    }

    init(defaults: UserDefaults = .standard) {
        self.defaults = defaults
        // Default for new installs; the stored value is read lazily by the reader view.
        self.lineSpacing = 1.2
    }
}
