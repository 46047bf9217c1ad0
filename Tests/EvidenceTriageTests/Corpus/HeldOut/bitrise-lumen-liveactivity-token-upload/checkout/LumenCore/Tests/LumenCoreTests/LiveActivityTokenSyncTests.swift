import Foundation
import Testing
@testable import LumenCore

/// LiveActivityTokenSync forwards every ActivityKit push-token rotation for a trip
/// to the Lumen backend so the server can keep the Lock Screen ETA fresh while
/// the app is suspended. Lifecycle and network are fakes; no ActivityKit involved.
@Suite("Live Activity push-token sync")
struct LiveActivityTokenSyncTests {
    @Test func firstTokenIsUploadedInForeground() async throws {
        let client = RecordingTokenClient()
        let sync = LiveActivityTokenSync(client: client, lifecycle: FakeAppLifecycle(state: .foreground))
        sync.tokenDidRotate(Data([0x10, 0x22]), activityID: "trip-4410")
        try await Task.sleep(for: .milliseconds(100))
        #expect(client.delivered.map(\.activityID) == ["trip-4410"])
    }

    @Test func rotatedTokenUploadHoldsBackgroundAssertion() async throws {
        let lifecycle = FakeAppLifecycle(state: .background)
        let client = RecordingTokenClient(latency: .milliseconds(400))
        let sync = LiveActivityTokenSync(client: client, lifecycle: lifecycle)

        sync.tokenDidRotate(Data([0xA1, 0x0B, 0x7C]), activityID: "trip-4411")
        try await Task.sleep(for: .milliseconds(50))
        lifecycle.suspendIfNoAssertionHeld()            // what iOS does right after the token-update wake
        try await Task.sleep(for: .milliseconds(600))

        #expect(lifecycle.assertionsBegun == 1, "token upload must run inside beginBackgroundTask")
        #expect(client.delivered.map(\.activityID) == ["trip-4411"])
    }

    @Test func tokenUploadSurvivesDroppedConnection() async throws {
        let client = RecordingTokenClient(failFirstAttemptWith: URLError(.networkConnectionLost))
        let sync = LiveActivityTokenSync(client: client, lifecycle: FakeAppLifecycle(state: .background))

        sync.tokenDidRotate(Data([0x3E, 0x91]), activityID: "trip-4412")
        try await Task.sleep(for: .milliseconds(300))

        #expect(client.sessionKinds.first == .background, "token must go through the background URLSession, not a best-effort send")
        #expect(client.delivered.count == 1, "a dropped send is never retried")
    }
}
