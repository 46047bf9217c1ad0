import XCTest
@testable import Whisperline

final class BackgroundSendTests: XCTestCase {
    func testSyncMessageSentAfterAttachmentUpload() async throws {
        let transport = RecordingTransport()
        let sender = BackgroundMessageSender(transport: transport, uploader: StubUploader())
        let task = WhisperBackgroundTask(label: "send", application: FakeBackgroundApplication())
        try await sender.send(.fixture(attachments: 1), task: task)
        XCTAssertEqual(transport.sent.map(\.kind), [.message, .sync])
    }

    func testBackgroundTaskCreationReportsSuccess() {
        let task = WhisperBackgroundTask(label: "send", application: FakeBackgroundApplication())
        XCTAssertEqual(task.state, .active)
    }

    func testExpiresWithFiveSecondsRemaining() {
        let app = FakeBackgroundApplication(remaining: 4.5)
        let task = WhisperBackgroundTask(label: "send", application: app, timeoutThreshold: 5)
        task.checkRemainingTime()
        XCTAssertEqual(task.state, .expired)
    }
}
