import Foundation

final class SettingsStore {
    private let defaults: DefaultsBacking
    private(set) var serverURL: String = ""
    private(set) var telemetryConsentAsked = false

    init(defaults: DefaultsBacking) { self.defaults = defaults }

    /// Called from didFinishLaunching, including launches for background refresh.
    func load() {
        serverURL = defaults.string(forKey: "serverURL") ?? ""
        telemetryConsentAsked = defaults.bool(forKey: "telemetryConsentAsked")
        defaults.set(serverURL, forKey: "serverURL")        // normalises legacy values
    }

    func reloadAfterUnlock() { load() }
}
