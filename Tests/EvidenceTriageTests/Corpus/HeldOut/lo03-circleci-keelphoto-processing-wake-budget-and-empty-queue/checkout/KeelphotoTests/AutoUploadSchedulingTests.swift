import XCTest
@testable import Keelphoto

final class AutoUploadSchedulingTests: XCTestCase {
    override func setUp() {
        super.setUp()
        BackgroundTaskRecorder.currentTest = "KeelphotoTests.AutoUploadSchedulingTests/\(testRun!.test.name.split(separator: " ").last!.dropLast())"
    }

    override func tearDown() {
        BackgroundTaskRecorder.currentTest = nil
        super.tearDown()
    }

    func testIdentifiersMatchInfoPlist() throws {
        let permitted = try XCTUnwrap(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String])
        XCTAssertTrue(permitted.contains(BackgroundTaskCoordinator.refreshIdentifier))
        XCTAssertTrue(permitted.contains(BackgroundTaskCoordinator.processingIdentifier))
    }

    func testProcessingRequestAcceptedOnEnterBackground() {
        let coordinator = AppServices.shared.backgroundTasks
        XCTAssertNoThrow(try coordinator.submitProcessingRequest())
    }
}
