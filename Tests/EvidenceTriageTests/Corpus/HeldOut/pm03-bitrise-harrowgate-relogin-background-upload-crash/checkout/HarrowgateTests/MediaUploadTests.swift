import XCTest
@testable import Harrowgate

final class MediaUploadTests: XCTestCase {
    let endpoint = URL(string: "http://127.0.0.1:8089/wp-json/wc/v3/media")!

    func testUploadCreatesBackgroundTask() throws {
        let coordinator = AccountCoordinator()
        coordinator.logIn(.fixture)
        let task = coordinator.uploader.upload(fileAt: try Fixtures.jpeg(), to: endpoint, token: "t0k")
        XCTAssertEqual(task.state, .running)
        task.cancel()
    }

    func testUploadAfterReLoginCreatesTask() throws {
        let coordinator = AccountCoordinator()
        coordinator.logIn(.fixture)
        _ = coordinator.uploader.upload(fileAt: try Fixtures.jpeg(), to: endpoint, token: "t0k")
        coordinator.logOut()
        coordinator.logIn(.fixture)
        let task = coordinator.uploader.upload(fileAt: try Fixtures.jpeg(), to: endpoint, token: "t0k")
        XCTAssertEqual(task.state, .running)
    }
}
