import XCTest
@testable import Quillpine

final class NightlyExportTaskTests: XCTestCase {
    private var store: SleepStore!
    private var recorder: BackgroundRecordWriter!

    override func setUp() {
        super.setUp()
        store = SleepStore.inMemory(fixture: .twoNightsWithREM)
        store.nightlyExportEnabled = true
        recorder = BackgroundRecordWriter.forCurrentTest()
    }

    func testSuccessfulWriteCompletesTaskSuccessfully() {
        let writer = RecordingExportWriter()
        let task = FakeProcessingTask(identifier: NightlyExportTask.identifier)
        NightlyExportTask.handle(task, exporter: NightlyExporter(writer: writer, store: store, recorder: recorder), recorder: recorder)
        XCTAssertEqual(writer.writtenNames.count, 1)
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testFailedWriteCompletesTaskUnsuccessfully() {
        let writer = FailingExportWriter(error: CocoaError(.fileWriteNoPermission))
        let task = FakeProcessingTask(identifier: NightlyExportTask.identifier)
        NightlyExportTask.handle(task, exporter: NightlyExporter(writer: writer, store: store, recorder: recorder), recorder: recorder)
        XCTAssertEqual(task.completedSuccess, false, "a failed write must be reported to BGTaskScheduler as unsuccessful")
        XCTAssertNil(store.lastExportDay, "a failed export must not mark the day as exported")
    }

    func testExpirationHandlerIsInstalledBeforeWork() {
        let writer = BlockingExportWriter()
        let task = FakeProcessingTask(identifier: NightlyExportTask.identifier)
        writer.onWrite = { XCTAssertNotNil(task.expirationHandler, "expiration handler must be set before the export starts") }
        NightlyExportTask.handle(task, exporter: NightlyExporter(writer: writer, store: store, recorder: recorder), recorder: recorder)
        XCTAssertNotNil(task.expirationHandler)
    }

    func testAlreadyExportedTodaySkipsWrite() {
        store.lastExportDay = Date.now.dayKey
        let writer = RecordingExportWriter()
        let task = FakeProcessingTask(identifier: NightlyExportTask.identifier)
        NightlyExportTask.handle(task, exporter: NightlyExporter(writer: writer, store: store, recorder: recorder), recorder: recorder)
        XCTAssertTrue(writer.writtenNames.isEmpty)
        XCTAssertEqual(task.completedSuccess, true)
    }
}
