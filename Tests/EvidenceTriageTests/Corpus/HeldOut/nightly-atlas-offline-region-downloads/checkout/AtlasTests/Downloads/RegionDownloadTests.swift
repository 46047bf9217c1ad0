import XCTest
@testable import Atlas

final class RegionDownloadTests: XCTestCase {
    private let manager = RegionDownloadManager(session: .stubbed(fixture: "alps-west.mbtiles"))

    func testCompletedDownloadIsMovedToRegions() throws {
        let done = expectation(description: "region installed")
        var installError: Error?
        manager.download(region: .alpsWest) { result in
            if case .failure(let e) = result { installError = e }
            done.fulfill()
        }
        wait(for: [done], timeout: 30)
        XCTAssertNil(installError)
    }
}
