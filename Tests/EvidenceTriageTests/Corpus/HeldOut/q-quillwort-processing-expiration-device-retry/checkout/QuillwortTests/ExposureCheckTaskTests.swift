import XCTest
import BackgroundTasks
@testable import Quillwort

final class ExposureCheckTaskTests: XCTestCase {
    func testCompletesAfterAllBatches() {
        let downloader = FakeKeyBatchDownloader(batches: 3)
        let task = FakeProcessingTask()
        ExposureCheckTask(downloader: downloader).handle(task)
        downloader.finish()
        XCTAssertEqual(task.completedSuccess, true)
    }

    func testExpirationCancelsDiagnosisKeyDownload() {
        let downloader = FakeKeyBatchDownloader(batches: 12)
        let task = FakeProcessingTask()
        ExposureCheckTask(downloader: downloader).handle(task)
        downloader.advance(batches: 4)
        task.expire()
        XCTAssertTrue(downloader.cancelCalled, "expiration must stop the in-flight key download")
        XCTAssertEqual(downloader.batchesStarted, 5)
    }

    func testKeyFileSignatureVerified() throws {
        XCTAssertNoThrow(try KeyFileVerifier(publicKey: .fixture).verify(Fixture.data("export.bin")))
    }
}
