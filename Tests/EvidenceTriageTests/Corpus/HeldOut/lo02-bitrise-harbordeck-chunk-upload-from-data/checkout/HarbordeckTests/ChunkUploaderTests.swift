import XCTest
@testable import Harbordeck

final class ChunkUploaderTests: XCTestCase {
    private var video: SurveyVideo!

    override func setUpWithError() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hull-port-side.mov")
        try Data(repeating: 0xAB, count: 12 * 1024 * 1024).write(to: url)
        video = SurveyVideo(id: "HD-7731", fileURL: url)
    }

    func testRequestsCarryTusHeaders() throws {
        let recorder = RecordingSession()
        let uploader = ChunkUploader(session: recorder.session, endpoint: URL(string: "https://uploads.harbordeck.test/files")!)
        try uploader.enqueue(video, uploadID: "a41f")
        XCTAssertEqual(recorder.requests.first?.value(forHTTPHeaderField: "Tus-Resumable"), "1.0.0")
    }

    func testChunksAreHandedToBackgroundSession() throws {
        let uploader = ChunkUploader(endpoint: URL(string: "https://uploads.harbordeck.test/files")!)
        try uploader.enqueue(video, uploadID: "a41f")
        XCTAssertEqual(uploader.tasksByChunk.count, 3)
        XCTAssertTrue(uploader.tasksByChunk.values.allSatisfy { $0.state == .running })
    }
}
