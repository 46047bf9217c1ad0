import XCTest
@testable import Keelboat

final class PresentKeyboardOperationTests: XCTestCase {
    func testCancelInteractionSentWhileExecuting() {
        let connection = TestConnectionManager()
        let op = PresentKeyboardOperation(connection: connection, initialText: "Marina")
        op.start()
        op.dismissKeyboard()
        let cancelSent = expectation(for: NSPredicate { _, _ in connection.receivedRequests.contains { $0 is CancelInteractionRequest } }, evaluatedWith: nil)
        wait(for: [cancelSent], timeout: 0.5)
    }
}
