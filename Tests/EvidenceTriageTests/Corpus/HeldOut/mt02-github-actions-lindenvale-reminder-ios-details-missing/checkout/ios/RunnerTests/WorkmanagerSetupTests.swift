import BackgroundTasks
import XCTest
import workmanager_apple
@testable import Runner

final class WorkmanagerSetupTests: XCTestCase {
    private let nightly = "com.lindenvale.garden.nightly-sync"

    override func setUp() {
        super.setUp()
        setenv("EVIDENCE_TEST_ID", "WorkmanagerSetupTests/\(name.split(separator: " ").last!.dropLast())", 1)
    }

    func testProcessingTaskIsRegistered() {
        // AppDelegate calls WorkmanagerPlugin.registerBGProcessingTask(withIdentifier:)
        XCTAssertTrue(AppDelegate.registeredTaskIdentifiers.contains(nightly))
    }

    func testProcessingRequestIsAccepted() {
        let request = BGProcessingTaskRequest(identifier: nightly)
        request.requiresNetworkConnectivity = true
        request.earliestBeginDate = Date(timeIntervalSinceNow: 60 * 60)

        var submitError: Error?
        do {
            try BGTaskScheduler.shared.submit(request)
        } catch {
            submitError = error
        }
        // Code=3 (notPermitted): the built plist must permit the id AND list
        // "processing" in UIBackgroundModes for a BGProcessingTaskRequest.
        //
        //
        //
        XCTAssertNil(submitError)
    }
}
