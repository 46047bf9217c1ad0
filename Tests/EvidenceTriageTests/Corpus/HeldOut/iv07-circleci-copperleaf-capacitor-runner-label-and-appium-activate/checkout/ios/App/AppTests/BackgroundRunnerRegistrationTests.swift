import BackgroundTasks
import XCTest
@testable import App

final class BackgroundRunnerRegistrationTests: XCTestCase {
    private let label = "com.copperleaf.app.watering"

    func testRunnerLabelMatchesCapacitorConfig() throws {
        XCTAssertEqual(try RunnerConfig.load().label, label)
    }

    func testWateringTaskAcceptedAfterLaunch() {
        let request = BGAppRefreshTaskRequest(identifier: label)
        var submitError: Error?
        do { try BGTaskScheduler.shared.submit(request) } catch { submitError = error }
        // Code=1 (unavailable) is what the Simulator answers for a valid request.
        if (submitError as NSError?)?.code == BGTaskScheduler.Error.Code.unavailable.rawValue { return }
        XCTAssertNil(submitError, "runner task was not accepted")
    }
}
