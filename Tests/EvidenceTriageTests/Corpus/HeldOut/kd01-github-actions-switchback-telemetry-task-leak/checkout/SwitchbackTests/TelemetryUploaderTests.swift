import XCTest
@testable import Switchback

final class TelemetryUploaderTests: XCTestCase {
    private var app: FakeBackgroundTaskApplication!
    private var queue: TelemetryEventQueue!
    private var transport: RecordingTelemetryTransport!

    override func setUp() {
        app = FakeBackgroundTaskApplication()
        queue = TelemetryEventQueue(capacity: 500)
        transport = RecordingTelemetryTransport()
    }

    func testBackgroundingWithEmptyQueueEndsTask() {
        let uploader = TelemetryUploader(app: app, queue: queue, transport: transport,
                                         collectionEnabled: true, notificationCenter: NotificationCenter())

        uploader.applicationDidEnterBackground()

        XCTAssertEqual(transport.sentBatches.count, 0)
        XCTAssertEqual(app.endedTaskIDs, app.begunTaskIDs, "background task leaked when the event queue was empty")
    }

    func testBackgroundingWithEventsEndsTaskAfterUpload() {
        queue.append(.mapOpened(trailID: "TR-1182"))
        let uploader = TelemetryUploader(app: app, queue: queue, transport: transport,
                                         collectionEnabled: true, notificationCenter: NotificationCenter())

        uploader.applicationDidEnterBackground()
        transport.completeAll(with: .success(()))

        XCTAssertEqual(app.endedTaskIDs, app.begunTaskIDs)
    }

    func testCollectionDisabledBeginsNoBackgroundTask() {
        queue.append(.mapOpened(trailID: "TR-1182"))
        let uploader = TelemetryUploader(app: app, queue: queue, transport: transport,
                                         collectionEnabled: false, notificationCenter: NotificationCenter())

        uploader.applicationDidEnterBackground()

        XCTAssertTrue(app.begunTaskIDs.isEmpty, "telemetry collection is disabled but a background task was begun")
    }

    func testFailedUploadRequeuesBatch() {
        queue.append(.mapOpened(trailID: "TR-0007"))
        let uploader = TelemetryUploader(app: app, queue: queue, transport: transport,
                                         collectionEnabled: true, notificationCenter: NotificationCenter())

        uploader.applicationDidEnterBackground()
        transport.completeAll(with: .failure(URLError(.notConnectedToInternet)))

        XCTAssertEqual(queue.count, 1)
        XCTAssertEqual(app.endedTaskIDs, app.begunTaskIDs)
    }

    func testQueueDropsOldestBeyondCapacity() {
        let small = TelemetryEventQueue(capacity: 2)
        small.append(.mapOpened(trailID: "A"))
        small.append(.mapOpened(trailID: "B"))
        small.append(.mapOpened(trailID: "C"))
        XCTAssertEqual(small.drain().map(\.trailID), ["B", "C"])
    }
}
