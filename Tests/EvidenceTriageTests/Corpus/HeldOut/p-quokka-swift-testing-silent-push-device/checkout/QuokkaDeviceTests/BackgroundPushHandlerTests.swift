import Testing
@testable import Quokka

@Suite struct BackgroundPushHandlerTests {
    @Test func syncsMailboxNamedInPayload() async throws {
        let handler = BackgroundPushHandler(sync: FakeMailSync(result: .newMail(3)))
        let result = await handler.handle(["aps": ["content-available": 1], "mailbox": "inbox"])
        #expect(result == .newData)
    }

    @Test func completionHandlerCalledAfterSync() async throws {
        let sync = FakeMailSync(result: .failed(URLError(.timedOut)))
        let handler = BackgroundPushHandler(sync: sync)
        let recorder = CompletionRecorder()
        handler.application(didReceiveRemoteNotification: ["aps": ["content-available": 1]],
                            fetchCompletionHandler: recorder.record)
        try await sync.waitUntilFinished()
        #expect(recorder.calls == [.failed])
    }
}
