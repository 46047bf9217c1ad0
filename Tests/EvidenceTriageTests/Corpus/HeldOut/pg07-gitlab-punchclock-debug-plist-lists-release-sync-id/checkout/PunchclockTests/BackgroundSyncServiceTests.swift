import XCTest
@testable import Punchclock

final class BackgroundSyncServiceTests: XCTestCase {
    func testFetchDisabledUntilLogin() {
        let app = RecordingFetchIntervalSetting()
        let service = BackgroundSyncService(application: app, session: .loggedOut)
        service.applicationDidFinishLaunching()
        XCTAssertEqual(app.intervals, [])
    }

    func testSyncTaskRegisteredAtLaunch() {
        let service = BackgroundSyncService(application: RecordingFetchIntervalSetting(), session: .loggedIn(.fixture))
        service.applicationDidFinishLaunching()
        XCTAssertTrue(service.registered)
    }

    func testSignedInLaunchSubmitsSyncRequest() {
        let service = BackgroundSyncService(application: RecordingFetchIntervalSetting(), session: .loggedIn(.fixture))
        XCTAssertNoThrow(try service.submitSync())
    }
}
