import XCTest
import BackgroundTasks
@testable import Nutmeg

final class ExposureTaskRegistrationTests: XCTestCase {
    private let tasks = BackgroundTaskIdentifiers(bundleID: Bundle.main.bundleIdentifier!)

    func testIdentifiersArePrefixedWithBundleID() {
        XCTAssertTrue(tasks.exposureCheck.hasPrefix(Bundle.main.bundleIdentifier!))
        XCTAssertTrue(tasks.fetchResults.hasPrefix(Bundle.main.bundleIdentifier!))
    }

    func testAllTasksRegisteredAtLaunch() {
        let registered = AppDelegate.shared.taskScheduler.registeredIdentifiers.sorted()
        XCTAssertEqual(registered, [tasks.exposureCheck, tasks.fetchResults].sorted(), "registered task identifiers")
    }

    func testExposureCheckRunsAfterBackgrounding() {
        let ran = expectation(description: "exposure check ran")
        AppDelegate.shared.taskScheduler.onExposureCheck = { ran.fulfill() }
        AppDelegate.shared.sceneWillResignActiveForTesting()
        wait(for: [ran], timeout: 120)
    }
}
