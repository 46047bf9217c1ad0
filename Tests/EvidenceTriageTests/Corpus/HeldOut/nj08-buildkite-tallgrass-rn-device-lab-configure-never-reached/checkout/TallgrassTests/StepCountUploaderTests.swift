import XCTest
@testable import Tallgrass

final class StepCountUploaderTests: XCTestCase {
    func testUploadSkipsWhenTokenMissing() async throws {
        let api = RecordingStepsAPI()
        let uploader = StepCountUploader(api: api, session: .signedOut)
        try await uploader.submit(steps: 4_210)
        XCTAssertEqual(api.requests.count, 0)
    }
}
