import BackgroundTasks
import XCTest
@testable import Larch

final class SuggestIngestSchedulerTests: XCTestCase {
    private var flags: MutableFeatureFlags!
    private var center: NotificationCenter!
    private var utility: BackgroundSuggestIngestUtility!

    override func setUp() {
        super.setUp()
        flags = MutableFeatureFlags(initial: [.suggestIngest: false])
        center = NotificationCenter()
        // The hosted app already ran application(_:didFinishLaunchingWithOptions:) with the flag off.
        utility = BackgroundSuggestIngestUtility(flags: flags, ingester: StubIngester())
        utility.setUp()
        utility.startObservingBackgrounding(center: center)
    }

    func testFlagOffDoesNotSchedule() async throws {
        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertFalse(pending.contains { $0.identifier == BackgroundSuggestIngestUtility.taskIdentifier })
    }

    func testBackgroundingSchedulesRefresh() async throws {
        let refresh = AppServices.live.refreshScheduler
        try refresh.scheduleNext()
        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        XCTAssertTrue(pending.contains { $0.identifier == RefreshScheduler.taskIdentifier })
    }

    /// Experiment turns the flag on while the app is running; the next backgrounding must schedule the ingest.
    func testBackgroundingSchedulesIngestAfterFlagEnabled() async throws {
        flags.set(.suggestIngest, true)

        center.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        let pending = await BGTaskScheduler.shared.pendingTaskRequests()
        let ingest = pending.first { $0.identifier == BackgroundSuggestIngestUtility.taskIdentifier }
        XCTAssertNotNil(ingest, "backgrounding with the flag on should leave an ingest request pending")
        XCTAssertEqual((ingest as? BGProcessingTaskRequest)?.requiresNetworkConnectivity, true)
    }
}
