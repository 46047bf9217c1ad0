import XCTest
@testable import Driftwell

final class ForceQuitRecoveryTests: XCTestCase {
    func testResumeDataSavedWhenAppIsKilled() async throws {
        let server = try LocalFileServer.start()
        defer { server.stop() }
        server.serveResumable("/episodes/ep-118.mp3", bytes: 8 * 1_048_576, etag: "\"ep118-v3\"", throttleAfter: 2 * 1_048_576)
        let store = ResumeStore(inMemory: true)
        let coordinator = DownloadCoordinator(session: .ephemeralForTests(), store: store)

        coordinator.start(episodeID: "ep-118", from: server.url("/episodes/ep-118.mp3"))
        try await server.waitUntilSent(bytes: 2 * 1_048_576)

        // "Kill" the app the way the OS announces it.
        NotificationCenter.default.post(name: UIApplication.willTerminateNotification, object: nil)
        try await Task.sleep(for: .seconds(2))

        XCTAssertNotNil(store.resumeData(for: "ep-118"), "expected resume data for ep-118 to be persisted when the app is killed")
    }
}
