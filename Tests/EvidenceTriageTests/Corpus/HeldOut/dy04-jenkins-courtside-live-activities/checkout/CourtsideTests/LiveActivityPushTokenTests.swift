import XCTest
import ActivityKit
@testable import Courtside

/// Integration test on the CI simulator: starting a game activity must end with its
/// update token uploaded to the score service (stubbed).
@MainActor
final class LiveActivityPushTokenTests: XCTestCase {
    func testUpdateTokenUploadedAfterRequest() async throws {
        let uploader = RecordingTokenUploader()
        let controller = GameActivityController(uploader: uploader)
        let uploaded = expectation(description: "push token uploaded for game 0042500311")
        uploader.onUpload = { _, gameID, _ in if gameID == "0042500311" { uploaded.fulfill() } }

        try controller.start(game: .fixture(id: "0042500311", home: "BOS", away: "NYK"))
        await fulfillment(of: [uploaded], timeout: 30)

        await controller.activity?.end(nil, dismissalPolicy: .immediate)
    }
}
