import Testing
@testable import Pinecart

@Suite struct UploadOperationTests {
    @Test func successfulUploadCallsCompletion() async {
        let connection = TestConnection()
        var completionCalls = 0
        let op = UploadFileOperation(file: .stub("logo.png"), connection: connection) { _ in completionCalls += 1 }
        op.start()
        #expect(completionCalls == 1)
    }

    @Test func failedUploadCallsCompletion() async {
        let connection = TestConnection()
        connection.failNextPutFile(with: .disconnected)
        var completionCalls = 0
        let op = UploadFileOperation(file: .stub("logo.png"), connection: connection) { _ in completionCalls += 1 }
        op.start()
        #expect(completionCalls == 1)
        #expect(op.isFinished)
    }
}
