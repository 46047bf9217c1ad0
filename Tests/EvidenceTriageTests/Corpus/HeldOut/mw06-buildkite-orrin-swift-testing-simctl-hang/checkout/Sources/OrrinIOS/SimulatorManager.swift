import Foundation

actor SimulatorManager {
    func bootDevice(_ device: SimDevice) async throws {
        try await device.boot()          // returns as soon as boot starts, not when SpringBoard is up
    }

    func screenshotDataViaSimctl(udid: String) async throws -> Data {
        // No timeout: on a headless runner `simctl io screenshot` can block forever.
        try await runAsync("/usr/bin/xcrun", ["simctl", "io", udid, "screenshot", "-"])
    }
}
