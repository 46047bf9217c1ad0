import XCTest
@testable import Mailbag

@MainActor
final class LaunchSequenceTests: XCTestCase {
    func testNoBackgroundTaskBegunDuringLaunch() {
        let app = FakeApplication()
        AppDelegate().launchSequence(using: app)
        XCTAssertTrue(app.begun.isEmpty,
                      "beginBackgroundTask(\(app.begun.map { $0.name ?? "?" })) called during launch; \(app.begun.count) task(s) begun before the app entered the background")
    }

    func testLaunchOpensStorage() {
        AppDelegate().launchSequence(using: FakeApplication())
        XCTAssertTrue(Storage.shared.isOpen)
    }
}
