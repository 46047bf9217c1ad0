import XCTest
@testable import Lumen

final class CertificateRefreshTaskTests: XCTestCase {

    func testSuccessfulUpdateCompletesTask() {
        let service = FakeValidityService()
        let task = FakeBackgroundTask()
        let completed = expectation(description: "setTaskCompleted called")
        task.onCompleted = { success in
            XCTAssertTrue(success)
            completed.fulfill()
        }

        CertificateRefreshTask(service: service).handle(task)
        service.finishUpdate()

        wait(for: [completed], timeout: 5)
    }

    func testExpirationCallsCompletion() {
        let service = FakeValidityService()
        service.updateNeverFinishes = true       // e.g. notification scheduling still pending
        let task = FakeBackgroundTask()
        let completed = expectation(description: "setTaskCompleted called")
        task.onCompleted = { success in
            XCTAssertFalse(success)
            completed.fulfill()
        }

        CertificateRefreshTask(service: service).handle(task)
        task.expire()

        wait(for: [completed], timeout: 5)
    }
}
