import XCTest
@testable import Pinwheel

final class RecordingTaskProvider: BackgroundTaskProviding {
    private var next = 1
    private(set) var open: [Int] = []
    private(set) var ended: [Int] = []
    func beginBackgroundTask(withName name: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
        defer { next += 1 }; open.append(next); return UIBackgroundTaskIdentifier(rawValue: next)
    }
    func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        ended.append(identifier.rawValue); open.removeAll { $0 == identifier.rawValue }
    }
}

final class EventUploaderTests: XCTestCase {
    var tasks: RecordingTaskProvider!; var transport: ManualTransport!; var store: InMemoryEventStore!

    override func setUp() {
        tasks = RecordingTaskProvider(); transport = ManualTransport(); store = InMemoryEventStore(seed: 120)
        EventUploader.uploadTaskID = .invalid
    }

    func testFlushEndsBackgroundTaskOnSuccess() {
        let uploader = EventUploader(tasks: tasks, transport: transport, store: store)
        uploader.flush { _ in }
        transport.completeNext(with: .success(()))
        XCTAssertEqual(tasks.open, [])
    }

    func testRapidBackgroundingEndsEveryBackgroundTask() {
        // app backgrounded twice in quick succession: two flushes overlap
        let uploader = EventUploader(tasks: tasks, transport: transport, store: store)
        uploader.flush { _ in }
        uploader.flush { _ in }
        transport.completeNext(with: .success(()))
        transport.completeNext(with: .success(()))
        XCTAssertEqual(tasks.open, [], "background task(s) left open after two overlapping flushes")
    }

    func testUploadEndsBackgroundTaskOnFailure() {
        let uploader = EventUploader(tasks: tasks, transport: transport, store: store)
        uploader.flush { _ in }
        transport.completeNext(with: .failure(URLError(.notConnectedToInternet)))
        XCTAssertTrue(tasks.open.isEmpty, "endBackgroundTask was not called after a failed upload")
    }

    func testFailedUploadKeepsEventsPending() {
        let uploader = EventUploader(tasks: tasks, transport: transport, store: store)
        uploader.flush { _ in }
        transport.completeNext(with: .failure(URLError(.timedOut)))
        XCTAssertEqual(store.pendingCount, 120)
    }
}
