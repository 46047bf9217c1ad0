import XCTest
@testable import SableQuay

/// Runs the Release-DeviceLab build (no debugger attached) on the lab phone.
/// LabPushSender sends a background push through APNs sandbox; the app writes
/// a "roster-sync" marker from application(_:didReceiveRemoteNotification:fetchCompletionHandler:).
final class SilentWakeLabTests: XCTestCase {
    func testSilentPushWakesAppWithoutDebugger() async throws {
        try await LabDevice.sendAppToBackground(waitForSuspension: .seconds(30))
        let sentAt = try await LabPushSender.send(.rosterChanged(depot: "QW-3"), pushType: .background, priority: 5)
        let marker = try await LabDevice.pollMarker("roster-sync", newerThan: sentAt, timeout: .seconds(120))
        XCTAssertNotNil(marker, "app was not woken by the background push within 120 s")
    }
}
