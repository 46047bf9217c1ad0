import Foundation
@testable import Harborline

func makeSettingsStore() -> SettingsStore {
    // isolated suite per test so parallel clones don't share state
    let defaults = UserDefaults(suiteName: "test.\(UUID().uuidString)")!
    return SettingsStore(defaults: defaults)
}
