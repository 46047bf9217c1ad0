import XCTest
@testable import WaypostKit

final class GatedOperationTests: OperationTestCase {
    func test__when_gate_is_open_operation_is_performed() {
        let operation = TestOperation()
        let gated = GatedOperation(operation) { true }
        runOperation(gated)
        waitForOperation(gated)
        XCTAssertTrue(operation.didExecute)
    }

    func test__when_gate_is_closed_operation_is_not_performed() {
        let operation = TestOperation(delay: 0.1)
        let gated = GatedOperation(operation) { false }
        let done = expectation(description: "gated finished")
        gated.addCompletionBlock { done.fulfill() }
        runOperation(gated)
        waitForExpectations(timeout: 1)
        // Reads didExecute from the test thread while the queue may still be touching it.
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        XCTAssertFalse(operation.didExecute, "operation ran although gate was closed")
    }
}
