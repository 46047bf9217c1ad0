import XCTest
@testable import Kiosk

final class BackgroundUploadTests: XCTestCase {
    func testUploadCompletesInBackgroundSession() throws {
        let finished = expectation(description: "background upload finished")
        let uploader = FeedbackUploader(identifier: "com.kiosk.uploads")
        uploader.onFinish = { result in
            XCTAssertNil(result.error)
            finished.fulfill()
        }
        let file = try FeedbackFixtures.writeSampleSurvey()
        uploader.upload(file, to: URL(string: "https://staging.kiosk.events/api/feedback")!)
        wait(for: [finished], timeout: 120)
    }
}
