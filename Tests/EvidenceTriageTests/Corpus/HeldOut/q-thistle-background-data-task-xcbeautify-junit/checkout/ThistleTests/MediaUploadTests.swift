import XCTest
@testable import Thistle

final class MediaUploadTests: XCTestCase {
    func testUploadContinuesInBackground() throws {
        let client = MediaClient(background: true, baseURL: .stubServer)
        let done = expectation(description: "video upload finished")
        var outcome: Result<Int, Error>?
        client.post(path: "/v2/clips", parameters: ["title": "allotment", "file": HTTPUpload(fileURL: .fixture("clip.mov"))]) { result in
            outcome = result
            done.fulfill()
        }
        wait(for: [done], timeout: 20)
        XCTAssertEqual(try outcome?.get(), 201)
    }
}
