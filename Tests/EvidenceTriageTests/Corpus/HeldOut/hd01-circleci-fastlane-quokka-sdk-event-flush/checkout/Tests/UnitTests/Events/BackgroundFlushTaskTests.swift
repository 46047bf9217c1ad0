//
//  BackgroundFlushTaskTests.swift
//  QuokkaSDKTests
//

import XCTest
@testable import QuokkaSDK

final class BackgroundFlushTaskTests: TestCase {

    func testBeginsNamedBackgroundTask() {
        let app = FakeBackgroundTaskApplication()
        let sut = BackgroundFlushTask(application: app)
        sut.run { }
        XCTAssertEqual(app.begunNames, ["com.quokka.events.flush"])
    }

    func testBackgroundTaskIdentifierIsInvalidatedAfterFlush() async throws {
        let app = FakeBackgroundTaskApplication(forwardingTo: UIApplication.shared)
        let sut = BackgroundFlushTask(application: app)
        let done = expectation(description: "flush finished")
        sut.run { done.fulfill() }
        await fulfillment(of: [done], timeout: 5)
        try await Task.sleep(nanoseconds: 100_000_000)

        // A second expiry/end must be a no-op once the task has ended.
        sut.end()

        XCTAssertEqual(sut.taskId, .invalid)
        XCTAssertEqual(app.endCalls, 1, "endBackgroundTask must be called once per begun task")
    }
}
