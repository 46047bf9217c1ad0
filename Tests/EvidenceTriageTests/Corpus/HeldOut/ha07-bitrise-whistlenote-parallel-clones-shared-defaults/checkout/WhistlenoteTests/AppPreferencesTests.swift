import Testing
@testable import Whistlenote

// Swift Testing runs these in parallel with the other suites, in the same test host process.
struct AppPreferencesTests {
    @Test func freshInstallDefaultsToOnDeviceEngine() {
        // A fresh install has never written "engine".
        #expect(AppPreferences.shared.engine == .onDevice)
    }

    @Test func legacyCloudKeyMigratesToRemoteEngine() {
        let prefs = AppPreferences.shared
        prefs.legacyCloudKey = "key-ref-7"
        prefs.migrateIfNeeded()
        #expect(prefs.engine == .remote)
    }
}
