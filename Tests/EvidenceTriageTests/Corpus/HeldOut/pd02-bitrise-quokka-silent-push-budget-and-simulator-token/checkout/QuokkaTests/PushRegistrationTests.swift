import XCTest
@testable import Quokka

final class PushRegistrationTests: XCTestCase {
    func testDeviceTokenRegistered() {
        let done = expectation(description: "token or error")
        var outcome: Result<Data, Error>?
        PushRegistrar.live.register { result in
            outcome = result
            done.fulfill()
        }
        wait(for: [done], timeout: 10)
        if case .failure(let error) = outcome {
            XCTFail("registration failed: \(error)")
        }
    }

    func testRegistrationFailureIsNotRetriedInALoop() {
        let fake = FakeRemoteNotificationRegistrar(alwaysFailsWith: NSError(domain: NSCocoaErrorDomain, code: 3010))
        let registrar = PushRegistrar(system: fake, retryDelay: .milliseconds(10))
        registrar.register { _ in }
        RunLoop.main.run(until: Date().addingTimeInterval(1))
        XCTAssertLessThanOrEqual(fake.attempts, 2)
    }
}
