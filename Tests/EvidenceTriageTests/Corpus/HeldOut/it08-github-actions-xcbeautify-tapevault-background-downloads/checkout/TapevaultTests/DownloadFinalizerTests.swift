import XCTest
@testable import Tapevault

final class DownloadFinalizerTests: XCTestCase {
    private var library: URL!

    override func setUpWithError() throws {
        library = FileManager.default.temporaryDirectory.appendingPathComponent("Audiobooks-\(UUID())")
        try FileManager.default.createDirectory(at: library, withIntermediateDirectories: true)
    }

    func testFileIsMovedBeforeDelegateReturns() throws {
        // URLSession deletes `location` as soon as urlSession(_:downloadTask:didFinishDownloadingTo:) returns;
        // TemporaryDownload.simulateDelegateReturn() does the same.
        let temp = try TemporaryDownload.make(bytes: 4_096, name: "CFNetworkDownload_Xk29Fa.tmp")
        let finalizer = DownloadFinalizer(libraryURL: library)
        finalizer.didFinishDownloading(chapter: .fixture(id: "ch_01"), to: temp.url)
        temp.simulateDelegateReturn()
        let dest = library.appendingPathComponent("ch_01.m4a")
        let moved = expectation(for: NSPredicate { _, _ in FileManager.default.fileExists(atPath: dest.path) }, evaluatedWith: nil)
        wait(for: [moved], timeout: 3)
    }

    func testExistingFileIsReplaced() throws {
        let temp = try TemporaryDownload.make(bytes: 1_024, name: "CFNetworkDownload_p0Qz7L.tmp")
        try Data("old".utf8).write(to: library.appendingPathComponent("ch_02.m4a"))
        DownloadFinalizer(libraryURL: library).moveNow(chapter: .fixture(id: "ch_02"), from: temp.url)
        XCTAssertEqual(try Data(contentsOf: library.appendingPathComponent("ch_02.m4a")).count, 1_024)
    }
}
