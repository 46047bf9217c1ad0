import XCTest
@testable import Reeltrail

/// UIApplication background tasks are wrapped by BackgroundTaskRunner so tests can observe begin/end.
final class LocationUploadBackgroundTaskTests: XCTestCase {
    private var runner: RecordingBackgroundTaskRunner!
    private var uploader: LocationUploader!

    override func setUp() {
        runner = RecordingBackgroundTaskRunner()
        uploader = LocationUploader(client: StubTrailClient(status: 204), taskRunner: runner,
                                    locationSource: StubLocationSource(fix: .fixture(lat: 46.55, lon: 7.98)))
    }

    func testBackgroundTaskEndedAfterLocationSent() async throws {
        await uploader.applicationDidEnterBackground()
        try await uploader.waitForPendingUpload()
        XCTAssertEqual(runner.begun.count, 1)
        XCTAssertEqual(runner.active, [], "background task must be ended once the location has been sent")
    }

    func testNoBackgroundTaskWhenTrackingOff() async {
        uploader.isTrackingEnabled = false
        await uploader.applicationDidEnterBackground()
        XCTAssertEqual(runner.begun.count, 0)
    }
}
