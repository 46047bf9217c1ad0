import BackgroundTasks
import XCTest
@testable import Pennant

@available(iOS 26.0, *)
final class ContinuedDownloadTaskTests: XCTestCase {
    private var tmp: URL!
    private var store: DownloadFileStore!
    private var scheduler: RecordingContinuedScheduler!

    override func setUpWithError() throws {
        tmp = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        let staging = tmp.appendingPathComponent("Staging")
        let downloads = tmp.appendingPathComponent("Downloads")
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: downloads, withIntermediateDirectories: true)
        store = DownloadFileStore(stagingDirectory: staging, downloadsDirectory: downloads)
        scheduler = RecordingContinuedScheduler()
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: tmp)
    }

    func testSubmitsOneRequestForFirstDownload() {
        let model = DownloadBackgroundTaskModel(scheduler: scheduler, fileStore: store)
        model.addDownload(ActiveDownload(filename: "a.zip", store: store))
        model.addDownload(ActiveDownload(filename: "b.zip", store: store))
        XCTAssertEqual(scheduler.submitted.count, 1)
        XCTAssertTrue(scheduler.submitted[0].hasPrefix("com.pennantlabs.pennant.download."))
    }

    func testTitleReflectsTwoActiveDownloads() {
        let model = DownloadBackgroundTaskModel(scheduler: scheduler, fileStore: store)
        model.addDownload(ActiveDownload(filename: "quarterly-report.pdf", store: store))
        model.addDownload(ActiveDownload(filename: "site-photos.zip", store: store))
        XCTAssertEqual(model.title, "Downloading 2 items")
    }

    func testTitleRevertsToSingleItemWhenOthersFinish() {
        let model = DownloadBackgroundTaskModel(scheduler: scheduler, fileStore: store)
        let first = ActiveDownload(filename: "quarterly-report.pdf", store: store)
        let second = ActiveDownload(filename: "site-photos.zip", store: store)
        model.addDownload(first)
        model.addDownload(second)
        model.downloadFinished(first)
        XCTAssertEqual(model.title, "Downloading “site-photos.zip”")
    }

    func testCompletesTaskWhenLastDownloadFinishes() {
        let model = DownloadBackgroundTaskModel(scheduler: scheduler, fileStore: store)
        let task = FakeContinuedProcessingTask(identifier: "com.pennantlabs.pennant.download.T1")
        let only = ActiveDownload(filename: "a.zip", store: store)
        model.addDownload(only)
        model.handle(task: task)
        model.downloadFinished(only)
        XCTAssertEqual(task.completions, [true])
    }

    func testCancelFromSystemOverlayLeavesNoFileInDownloads() throws {
        let model = DownloadBackgroundTaskModel(scheduler: scheduler, fileStore: store)
        let task = FakeContinuedProcessingTask(identifier: "com.pennantlabs.pennant.download.T2")
        let download = ActiveDownload(filename: "site-photos.zip", store: store)
        try Data(repeating: 7, count: 4096).write(to: store.partialURL(for: "site-photos.zip"))
        model.addDownload(download)
        model.handle(task: task)

        task.simulateExpiration()   // the X in the Live Activity overlay

        let visible = try FileManager.default.contentsOfDirectory(atPath: store.downloadsDirectory.path)
        XCTAssertTrue(visible.isEmpty, "Downloads should be empty after a cancelled background download, found \(visible)")
        XCTAssertEqual(task.completions, [false])
    }
}
