import BackgroundTasks
import XCTest
@testable import Runner

/// Native checks of the BGTaskScheduler wiring, run on the device lab.
/// The app (test host) has already launched and Dart's BackgroundScheduler.init()
/// has submitted the periodic feed refresh.
final class BackgroundTaskWiringTests: XCTestCase {
    override func setUp() {
        let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
        setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
    }

    override func tearDown() {
        unsetenv("EVIDENCE_TEST_ID")
    }

    func testOfflineSyncHandlerIsRegistered() throws {
        let pending = try XCTUnwrap(AppDelegate.registeredIdentifiers)
        XCTAssertTrue(pending.contains("com.larkspur.reader.offlineSync"))
    }

    func testSimulatedFeedRefreshLaunchReachesDart() {
        // callbackDispatcher() (lib/background/callback_dispatcher.dart) stamps
        // shared_preferences "lastRun:<task>" when a background task ran.
        let key = "flutter.lastRun:com.larkspur.reader.feedRefresh"
        UserDefaults.standard.removeObject(forKey: key)
        let ran = XCTNSPredicateExpectation(
            predicate: NSPredicate { _, _ in UserDefaults.standard.string(forKey: key) != nil },
            object: nil)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"),
                                       with: "com.larkspur.reader.feedRefresh")
        wait(for: [ran], timeout: 30)
    }
}
