import XCTest
@testable import Pinecone

/// Exercises the native side of @kesha-antonov/react-native-background-downloader's upload
/// path (vendored under ios/Vendor/RNBackgroundDownloader with our patches) without JS.
final class BackgroundUploadModuleTests: XCTestCase {
    private var module: RNBackgroundDownloader!
    private var events: RecordingEventEmitter!

    override func setUp() {
        events = RecordingEventEmitter()
        module = RNBackgroundDownloader(testEmitter: events, sessionIdentifier: "com.pinecone.field.uploads.test")
    }

    func testStartUploadEmitsBegin() throws {
        let file = try Fixtures.copy("insp-5521-01.jpg")
        module.upload(["id": "u1", "url": "http://127.0.0.1:8089/upload", "source": file.path])
        XCTAssertEqual(events.wait(for: "uploadBegin", timeout: 5)?["id"] as? String, "u1")
    }

    func testStartUploadAfterSessionInvalidated() throws {
        let file = try Fixtures.copy("insp-5521-02.jpg")
        module.invalidateSessionForTesting()
        module.upload(["id": "u2", "url": "http://127.0.0.1:8089/upload", "source": file.path])
        XCTAssertEqual(events.wait(for: "uploadFailed", timeout: 5)?["id"] as? String, "u2")
    }

    func testStartUploadWithMissingSourceIsRejected() {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("gone-5521.jpg")
        module.upload(["id": "u3", "url": "http://127.0.0.1:8089/upload", "source": missing.path])
        XCTAssertFalse(module.hasTask(withId: "u3"), "an upload task was created for a file that does not exist")
        XCTAssertEqual(events.last?["error"] as? String, "ENOENT")
    }
}
