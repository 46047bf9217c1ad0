import XCTest
import GeoKitToolkit
@testable import TrailheadMaps

@MainActor
final class OfflineAreaJobTests: XCTestCase {

    func testJobManagerRegistersStatusCheckTask() {
        // TrailheadMapsApp.init() sets preferredBackgroundStatusCheckSchedule at launch.
        XCTAssertTrue(JobManager.shared.statusCheckRegistered,
                      "GeoKit JobManager could not register \(JobManager.statusChecksTaskIdentifier)")
    }

    func testBackgroundStatusCheckResumesPausedJob() async throws {
        let job = try await OfflineAreaFixtures.pausedDownloadJob(area: "Enchantments Core Zone")
        let checked = expectation(description: "background status check ran")
        DiagnosticsRecorder.shared.onStatusCheckFinished = { checked.fulfill() }

        JobManager.shared.scheduleStatusChecks()
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        await fulfillment(of: [checked], timeout: 90)
        XCTAssertEqual(job.status, .started)
    }

    func testForegroundResumeRestartsPausedJob() async throws {
        let job = try await OfflineAreaFixtures.pausedDownloadJob(area: "Mailbox Peak")
        await JobManager.shared.resumeAllPausedJobs()
        XCTAssertEqual(job.status, .started)
    }
}
