import Testing
import Foundation
@testable import Osprey

/// Runs against the host app's built Info.plist (the same file App Store Connect validates).
@Suite("Info.plist gate")
struct InfoPlistGateTests {
    let info = Bundle.main.infoDictionary ?? [:]

    @Test("Background modes are declared")
    func backgroundModesDeclared() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        #expect(!modes.isEmpty)
    }

    @Test("processing mode lists permitted identifiers")
    func processingModeListsPermittedIdentifiers() {
        let modes = info["UIBackgroundModes"] as? [String] ?? []
        guard modes.contains("processing") else { return }
        let ids = info["BGTaskSchedulerPermittedIdentifiers"] as? [String] ?? []
        #expect(!ids.isEmpty)
    }
}
