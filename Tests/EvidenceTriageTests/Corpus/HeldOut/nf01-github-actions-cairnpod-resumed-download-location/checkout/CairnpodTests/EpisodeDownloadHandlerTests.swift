import XCTest
@testable import Cairnpod

final class EpisodeDownloadHandlerTests: XCTestCase {
    private var library: URL!
    private var handler: EpisodeDownloadHandler!

    override func setUpWithError() throws {
        library = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
        handler = EpisodeDownloadHandler(libraryRoot: library, importQueue: .main)
    }

    func testFreshDownloadMovesFileIntoLibrary() throws {
        let tmp = try TemporaryDownload.make(bytes: 2_048)
        handler.didFinishDownloading(episodeID: "ep-4410", resumed: false, location: tmp)
        TemporaryDownload.systemRemoves(tmp)
        drainMainQueue()
        XCTAssertTrue(FileManager.default.fileExists(atPath: library.appendingPathComponent("ep-4410.mp3").path))
    }

    func testInterruptedResumeMovesFileFromDelegateLocation() throws {
        // The session hands over a temporary file that only exists until the delegate call returns.
        let tmp = try TemporaryDownload.make(bytes: 4_096, name: "CFNetworkDownload_p7Q2xM.tmp")
        handler.didFinishDownloading(episodeID: "ep-4412", resumed: true, location: tmp)
        TemporaryDownload.systemRemoves(tmp)
        drainMainQueue()
        let destination = library.appendingPathComponent("ep-4412.mp3")
        XCTAssertTrue(FileManager.default.fileExists(atPath: destination.path), "episode file missing at \(destination.lastPathComponent)")
    }

    private func drainMainQueue() {
        RunLoop.main.run(until: Date().addingTimeInterval(0.2))
    }
}
