import XCTest
@testable import Parcelpost

final class ProofOfDeliveryUploaderTests: XCTestCase {
    func testSessionIsBackgroundAndLaunchesApp() {
        let config = ProofOfDeliveryUploader.shared.session.configuration
        XCTAssertEqual(config.identifier, ProofOfDeliveryUploader.sessionID)
        XCTAssertTrue(config.sessionSendsLaunchEvents)
    }

    func testQueuesPhotoOnBackgroundSession() throws {
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { ctx in
            UIColor.brown.setFill(); ctx.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        }
        let task = try XCTUnwrap(ProofOfDeliveryUploader.shared.enqueue(photo: photo, for: "PP-204-881"))
        XCTAssertEqual(task.taskDescription, "PP-204-881")
        task.cancel()
    }

    func testRelaunchReattachesToBackgroundSession() {
        let listed = expectation(description: "getAllTasks")
        ProofOfDeliveryUploader.shared.session.getAllTasks { _ in listed.fulfill() }
        wait(for: [listed], timeout: 5)
    }
}
