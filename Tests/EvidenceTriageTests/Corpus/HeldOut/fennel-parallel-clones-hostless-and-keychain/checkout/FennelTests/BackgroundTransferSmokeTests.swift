import XCTest
@testable import Fennel

/// Smoke test against the real background transfer service (nsurlsessiond).
final class BackgroundTransferSmokeTests: XCTestCase {
    func testDownloadCompletesViaBackgroundSession() async throws {
        let session = BackgroundSessionFactory.make(identifier: "com.fennel.notes.smoke")
        defer { session.invalidateAndCancel() }
        let (url, response) = try await session.download(from: Fixtures.smallFileURL)
        XCTAssertEqual((response as? HTTPURLResponse)?.statusCode, 200)
        XCTAssertTrue(FileManager.default.fileExists(atPath: url.path))
    }
}
