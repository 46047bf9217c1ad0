import XCTest
@testable import Runner

/// Every identifier the plist permits must get a launch handler while the app is
/// launching (AppDelegate.didFinishLaunching). The recorder writes one
/// `registration` record per BGTaskScheduler.register call.
final class BackgroundTaskWiringTests: XCTestCase {
    func testEveryPermittedIdentifierHasALaunchHandler() {
        let permitted = Set(Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? [])
        let registered = Set(DiagnosticsRecorder.shared.records(phase: .registration).map(\.identifier))
        XCTAssertEqual(permitted.subtracting(registered), [], "permitted but never registered at launch")
    }

    func testNoRegistrationAfterLaunchFinished() {
        let late = DiagnosticsRecorder.shared.records(phase: .registration).filter { $0.afterLaunchFinished }
        XCTAssertTrue(late.isEmpty)
    }
}
