import Testing
import UserNotifications
@testable import WhisperboxNotificationService

@Suite struct NotificationServiceTests {
    private func request(title: String = "Maya", body: String = "New message") -> UNNotificationRequest {
        let content = UNMutableNotificationContent()
        content.title = title
        content.body = body
        content.userInfo = ["enc": "AAECAwQFBgcICQoLDA0ODw=="]
        return UNNotificationRequest(identifier: "n1", content: content, trigger: nil)
    }

    @Test func decryptedPreviewReplacesBody() async {
        let service = NotificationService(decryptor: StubDecryptor(result: .init(sender: "Maya", text: "see you at 6")))
        let handler = RecordingHandler()
        service.didReceive(request(), withContentHandler: handler.callAsFunction)
        await handler.waitForFirstCall()
        #expect(handler.last?.body == "see you at 6")
    }

    /// When the system calls serviceExtensionTimeWillExpire before decryption finishes, the
    /// user must still see the notification as the relay sent it, never a blank banner.
    @Test func expiryDeliversOriginalContent() async {
        let service = NotificationService(decryptor: NeverFinishingDecryptor())
        let handler = RecordingHandler()
        let request = request()
        service.didReceive(request, withContentHandler: handler.callAsFunction)

        service.serviceExtensionTimeWillExpire()

        let delivered = try! #require(handler.last)
        #expect(delivered.body == request.content.body)
        #expect(delivered.title == request.content.title)
    }

    /// The content handler may be called once per request. A slow decrypt that finishes after
    /// expiry must not call it a second time.
    @Test func contentHandlerCalledExactlyOnce() async throws {
        let decryptor = DelayedDecryptor(delay: .milliseconds(200), result: .init(sender: "Maya", text: "late"))
        let service = NotificationService(decryptor: decryptor)
        let handler = RecordingHandler()
        service.didReceive(request(), withContentHandler: handler.callAsFunction)

        service.serviceExtensionTimeWillExpire()
        try await Task.sleep(for: .milliseconds(250))

        #expect(handler.calls == 1)
    }
}
