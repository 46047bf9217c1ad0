import BackgroundTasks
import XCTest
@testable import Runner

final class BackgroundFetchSetupTests: XCTestCase {
    func testPermittedIdentifiersListed() {
        let ids = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(ids.contains("com.transistorsoft.fetch"))
    }

    func testFetchRequestAccepted() {
        let request = BGAppRefreshTaskRequest(identifier: "com.transistorsoft.fetch")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        XCTAssertNoThrow(try BGTaskScheduler.shared.submit(request))
    }
}
