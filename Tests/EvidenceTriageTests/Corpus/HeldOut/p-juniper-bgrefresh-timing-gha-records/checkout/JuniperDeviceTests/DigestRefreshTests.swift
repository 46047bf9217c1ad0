import XCTest
@testable import Juniper

final class DigestRefreshTests: XCTestCase {
    func testRefreshRunsWithin15MinutesOfSubmit() throws {
        let request = BGAppRefreshTaskRequest(identifier: "app.juniper.digest.refresh")
        request.earliestBeginDate = Date(timeIntervalSinceNow: 15 * 60)
        try BGTaskScheduler.shared.submit(request)
        let ran = expectation(description: "digest refresh launched by the system")
        DigestRefreshProbe.onLaunch = { ran.fulfill() }
        wait(for: [ran], timeout: 20 * 60)
    }
}
