import XCTest
@testable import Sable

final class TranscriptUploadTests: XCTestCase {
    func testUploadCompletes() {
        StubURLProtocol.stubs = [.init(matches: { $0.httpMethod == "PUT" && $0.url?.path.hasPrefix("/v2/transcripts") == true }, status: 201, body: Data())]
        let done = expectation(description: "upload finished")
        TranscriptUploader(session: .stubbed).upload(fileURL: Fixtures.url("transcript-ep311.vtt")) { _ in done.fulfill() }
        wait(for: [done], timeout: 10)
    }
}
