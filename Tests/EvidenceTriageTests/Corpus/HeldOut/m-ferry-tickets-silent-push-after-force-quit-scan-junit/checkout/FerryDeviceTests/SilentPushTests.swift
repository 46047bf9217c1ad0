import XCTest
@testable import Ferry

/// Device-lab only: PushRelay posts content-available pushes to the sandbox APNs for this device's token.
final class SilentPushTests: XCTestCase {
    let relay = PushRelay.fromEnvironment()

    func testBackgroundedAppProcessesSilentPush() async throws {
        let refreshed = expectation(description: "timetable refreshed from silent push")
        let token = try await LabApp.shared.launchAndBackground()
        let watch = SharedMarkers.observe("timetableRefreshedAt") { _ in refreshed.fulfill() }
        defer { watch.cancel() }
        try await relay.sendSilent(to: token, payload: ["kind": "timetable", "route": "R7"])
        await fulfillment(of: [refreshed], timeout: 60)
    }

    /// Sailing changes must reach riders even if they swiped the app away.
    func testSilentPushProcessedAfterForceQuit() async throws {
        let refreshed = expectation(description: "timetable refreshed after force quit")
        let token = try await LabApp.shared.launchAndBackground()
        LabApp.shared.terminate()
        let watch = SharedMarkers.observe("timetableRefreshedAt") { _ in refreshed.fulfill() }
        defer { watch.cancel() }
        try await relay.sendSilent(to: token, payload: ["kind": "timetable", "route": "R7"])
        await fulfillment(of: [refreshed], timeout: 120)
    }
}
