//
//  CallPushHandlerTests.swift
//  SorrelTests
//

import CallKit
import XCTest
@testable import Sorrel

private struct FakeReporter: IncomingCallReporting {
    var error: Error?
    func reportNewIncomingCall(with uuid: UUID, update: CXCallUpdate,
                               completion: @escaping (Error?) -> Void) {
        DispatchQueue.main.async { completion(error) }
    }
}

final class CallPushHandlerTests: XCTestCase {
    private let payload: [AnyHashable: Any] = ["call_uuid": "0B1E4A73-5C2D-4F68-9E17-3A8D6C0F2B95",
                                               "caller_handle": "ines@sorrel.example",
                                               "caller_name": "Inês"]

    func testCompletionCalledAfterSuccessfulReport() {
        let calls = ActiveCallStore()
        let handler = CallPushHandler(reporter: FakeReporter(error: nil), calls: calls)
        let done = expectation(description: "PushKit completion called")

        handler.handleIncomingPush(payload) { done.fulfill() }

        wait(for: [done], timeout: 1)
        XCTAssertEqual(calls.count, 1)
    }

    func testCompletionCalledWhenCallKitReportFails() {
        let calls = ActiveCallStore()
        let refused = CXErrorCodeIncomingCallError(.filteredByDoNotDisturb)
        let handler = CallPushHandler(reporter: FakeReporter(error: refused), calls: calls)
        let done = expectation(description: "PushKit completion called")

        handler.handleIncomingPush(payload) { done.fulfill() }

        wait(for: [done], timeout: 1)
        XCTAssertEqual(calls.count, 0)
    }
}
