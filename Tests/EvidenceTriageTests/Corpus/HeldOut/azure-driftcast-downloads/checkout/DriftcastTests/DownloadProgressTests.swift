import XCTest
@testable import Driftcast

final class DownloadProgressTests: XCTestCase {
    func testProgressIsMonotonic() async throws {
        let recorder = ProgressRecorder()
        try await DownloadManager.makeForTesting(progress: recorder).download(episodeID: "8832")
        for (previous, next) in zip(recorder.values, recorder.values.dropFirst()) {
            XCTAssertLessThanOrEqual(previous, next)
        }
    }
}
