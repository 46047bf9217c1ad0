import XCTest
@testable import WaypostKit

final class LoggingObserverTests: OperationTestCase {
    func test__observer_logs_operation_finished() {
        var messages: [String] = []
        let operation = TestOperation()
        operation.addObserver(LoggingObserver { messages.append($0) })
        runOperation(operation)
        waitForOperation(operation)
        XCTAssertEqual(messages, ["TestOperation: did start", "TestOperation: did finish"])
    }
}
