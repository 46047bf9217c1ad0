import XCTest
@testable import Lumen

final class InteractiveLoginControllerTests: XCTestCase {
    func testCancelledLoginEndsBackgroundTask() {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 3)
        let client = StubTokenClient(result: .failure(NSError(domain: "MSALErrorDomain", code: -50005)))
        let sut = InteractiveLoginController(application: app, client: client)

        let done = expectation(description: "completion")
        sut.signIn(from: UIViewController()) { _ in done.fulfill() }
        wait(for: [done], timeout: 1)

        XCTAssertEqual(app.endedIdentifiers, [3])
    }

    func testSuccessfulLoginEndsBackgroundTask() {
        let app = FakeBackgroundTaskApplication(nextIdentifier: 4)
        let sut = InteractiveLoginController(application: app, client: StubTokenClient(result: .success(.fixture)))
        let done = expectation(description: "completion")
        sut.signIn(from: UIViewController()) { _ in done.fulfill() }
        wait(for: [done], timeout: 1)
        XCTAssertEqual(app.endedIdentifiers, [4])
    }
}
