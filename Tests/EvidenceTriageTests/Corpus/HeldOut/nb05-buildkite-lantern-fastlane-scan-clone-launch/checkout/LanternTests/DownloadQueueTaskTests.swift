import XCTest
import BackgroundTasks
@testable import Lantern

final class DownloadQueueTaskTests: XCTestCase {
    func testSubmittingNightlyDownloadsSucceeds() throws {
        let request = BGProcessingTaskRequest(identifier: "fm.lantern.downloads.nightly")
        request.requiresExternalPower = true
        try BGTaskScheduler.shared.submit(request)
    }
}
