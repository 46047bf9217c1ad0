import BackgroundTasks
import XCTest
@testable import Larder

final class TaskListRefreshTests: XCTestCase {
    override func setUp() {
        super.setUp()
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
        BGTaskScheduler.shared.cancelAllTaskRequests()
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
        super.tearDown()
    }

    func testIdentifierIsUnderBundleIdentifier() {
        XCTAssertTrue(TaskListRefresh.identifier.hasPrefix(Bundle.main.bundleIdentifier!))
    }

    func testSchedulesRefreshWhenEnteringBackground() {
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        let error = TaskListRefresh.schedule()
        XCTAssertNil(error, "submit should be accepted for \(TaskListRefresh.identifier)")
    }
}
