import BackgroundTasks
import XCTest
@testable import Courier

/// Migration of the legacy background fetch to BGAppRefreshTask.
final class RefreshTaskMigrationTests: XCTestCase {
    func testSimulatedRefreshLaunchRunsFetch() {
        let delegate = UIApplication.shared.delegate as! AppDelegate
        let fetched = expectation(forNotification: .courierFetchStarted, object: nil)
        delegate.scheduleRefresh()
        BGTaskScheduler.shared.debugSimulateLaunch(AppDelegate.refreshTaskId)
        wait(for: [fetched], timeout: 5)
    }
}
