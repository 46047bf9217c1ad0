import BackgroundTasks
import XCTest
@testable import Runner

/// Native checks for the iOS background hooks. They drive the app delegate the
/// same way Xcode's "Simulate Background Fetch" does; BGTaskScheduler itself is
/// unavailable on the Simulator, so nothing here waits for the OS.
final class BackgroundFetchTests: XCTestCase {

    func testRefreshIdentifierRegisteredAtLaunch() throws {
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(AppDelegate.refreshTaskIdentifier))
        XCTAssertTrue(DiagnosticsRecorder.shared.didRecord(.registration, identifier: AppDelegate.refreshTaskIdentifier, outcome: .succeeded))
    }

    func testFetchHandlerCompletesWhenServiceIsNotConfigured() throws {
        // Since PR #1184 the Dart side never calls FlutterBackgroundService().configure()
        // on iOS. A fetch delivered by the OS must still complete cleanly.
        let app = UIApplication.shared
        let delegate = try XCTUnwrap(app.delegate)
        let done = expectation(description: "fetch completion handler called")
        delegate.application?(app, performFetchWithCompletionHandler: { result in
            XCTAssertNotEqual(result, .failed)
            done.fulfill()
        })
        wait(for: [done], timeout: 20)
    }
}
