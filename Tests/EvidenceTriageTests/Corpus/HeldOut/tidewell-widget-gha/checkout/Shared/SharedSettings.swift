import Foundation

enum HeightUnit: String { case feet, meters }

/// Settings shared between the app and the widget through the App Group's UserDefaults suite.
final class SharedSettings {
    private let defaults: UserDefaults

    init(defaults: UserDefaults) { self.defaults = defaults }

    static var shared: SharedSettings {
        SharedSettings(defaults: UserDefaults(suiteName: AppGroup.identifier())!)
    }

    /// Called from AppDelegate.application(_:didFinishLaunchingWithOptions:).
    /// register(defaults:) only lives in the registering process's registration domain; it is never
    /// written to the suite, so the widget extension does not see it.
    func registerAppDefaults() {
        defaults.register(defaults: ["heightUnit": HeightUnit.feet.rawValue, "showLowTides": true])
    }

    var heightUnit: HeightUnit {
        get { HeightUnit(rawValue: defaults.string(forKey: "heightUnit") ?? "") ?? .meters }
        set { defaults.set(newValue.rawValue, forKey: "heightUnit") }
    }
}
