import Testing
import CoreLocation
@testable import Orchard

@Suite(.serialized) struct BackgroundWakeTests {
    let sim = SimulatorControl(bundleID: "com.brackenfield.orchard")

    @Test func silentPushWakesTerminatedApp() async throws {
        try sim.terminateApp()
        try sim.sendPush(payload: ["aps": ["content-available": 1], "order": "o-5521"])
        let marker = try await sim.waitForMarker("silent-push-handled", timeout: .seconds(20))
        #expect(marker != nil)
    }

    @Test func entryEventAfterPushLaunch() async throws {
        try sim.launchAndSuspend()
        try sim.setLocation(latitude: 45.5231, longitude: -122.6765)  // outside the store geofence
        try sim.sendPush(payload: ["aps": ["content-available": 1], "arm-geofence": "store-114"])
        try await Task.sleep(for: .seconds(3))
        try sim.setLocation(latitude: 45.5198, longitude: -122.6810)  // inside
        let event = try await sim.waitForMarker("monitor-satisfied:store-114", timeout: .seconds(30))
        #expect(event != nil)
    }
}
