import XCTest
@testable import Harbormaster

/// Drives a real upload against the local stub server (scripts/ci/stub-server.py)
/// while posting the background notifications the scene would receive.
final class BackgroundUploadIntegrationTests: XCTestCase {
    func testSmallManifestUploadsImmediately() async throws {
        let uploader = ManifestUploader(baseURL: URL(string: "http://127.0.0.1:8791")!)
        try await uploader.upload(.fixture(sizeMB: 1))
    }

    func testLargeManifestUploadFinishesInBackgroundTime() async throws {
        let uploader = ManifestUploader(baseURL: URL(string: "http://127.0.0.1:8791")!)
        NotificationCenter.default.post(name: UIScene.didEnterBackgroundNotification, object: nil)
        let started = Date()
        try await uploader.upload(.fixture(sizeMB: 412))     // stub server throttles to ~12 MB/s
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    }
}
