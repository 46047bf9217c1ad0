import XCTest
@testable import Saltbush

final class OfflineMapDownloadJobTests: XCTestCase {
    private var dir: URL!
    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    }

    func testFinishedDownloadMovesPackIntoPlace() {
        let job = OfflineMapDownloadJob(session: .stubbed(delay: 0), packsDir: dir)
        let done = expectation(description: "download finished")
        job.start(region: "nz-south", from: StubURL.tilePack) { result in
            XCTAssertNoThrow(try result.get())
            done.fulfill()
        }
        wait(for: [done], timeout: 3)
        XCTAssertTrue(FileManager.default.fileExists(atPath: job.finalURL(for: "nz-south").path))
    }

    func testExpiredDownloadLeavesNoPartialFile() {
        let job = OfflineMapDownloadJob(session: .stubbed(delay: 0.5), packsDir: dir)
        let done = expectation(description: "download cancelled")
        job.start(region: "nz-south", from: StubURL.tilePack) { _ in done.fulfill() }
        job.cancel()   // what the BGProcessingTask expirationHandler does
        wait(for: [done], timeout: 3)
        let partial = job.partialURL(for: "nz-south")
        XCTAssertFalse(FileManager.default.fileExists(atPath: partial.path),
                       "partial tile pack left at \(partial.lastPathComponent)")
    }
}
