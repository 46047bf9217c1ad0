import XCTest
@testable import Quillfeather

final class ArchiveUploadTests: XCTestCase {
    func testUploadChunksArchive() async throws {
        let uploader = ArchiveUploader(session: .stubbed(responses: [.ok, .ok, .ok]))
        let result = try await uploader.upload(ArchiveFixture.threeChunks)
        XCTAssertEqual(result.uploadedChunks, 3)
    }

    func testUploadResumesAfterExpiration() async throws {
        let session = URLSession.stubbed(responses: [.ok, .expired, .ok, .ok])
        let uploader = ArchiveUploader(session: session)
        let task = FakeProcessingTask()
        let first = Task { try await uploader.upload(ArchiveFixture.threeChunks, in: task) }
        task.expire()
        _ = try? await first.value
        let result = try await uploader.upload(ArchiveFixture.threeChunks, in: FakeProcessingTask())
        XCTAssertEqual(result.uploadedChunks, 3)
    }
}
