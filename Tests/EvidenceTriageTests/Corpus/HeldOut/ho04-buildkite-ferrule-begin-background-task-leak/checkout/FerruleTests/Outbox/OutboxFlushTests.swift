import UIKit
import XCTest
@testable import Ferrule

@MainActor
final class OutboxFlushTests: XCTestCase {
    private final class FakeTasks: BackgroundTaskProviding {
        private var next = 6
        private(set) var begun: [Int] = []
        private(set) var ended: [Int] = []
        var expirations: [Int: @MainActor @Sendable () -> Void] = [:]

        func beginBackgroundTask(withName name: String?,
                                 expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
            defer { next += 1 }
            begun.append(next)
            expirations[next] = expirationHandler
            return UIBackgroundTaskIdentifier(rawValue: next)
        }

        func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
            guard identifier != .invalid else { return }
            ended.append(identifier.rawValue)
        }
    }

    private final class ManualUploader: OutboxUploading {
        var completions: [(Result<Void, Error>) -> Void] = []
        private(set) var cancelled = false
        func uploadPending(completion: @escaping (Result<Void, Error>) -> Void) { completions.append(completion) }
        func cancelAll() { cancelled = true }
    }

    func testFlushEndsTaskWhenUploadFinishes() {
        let tasks = FakeTasks(), uploader = ManualUploader()
        let flusher = OutboxFlusher(tasks: tasks, uploader: uploader)
        flusher.flush()
        uploader.completions[0](.success(()))
        XCTAssertEqual(tasks.ended, [6])
    }

    func testSecondFlushEndsEarlierBackgroundTask() {
        let tasks = FakeTasks(), uploader = ManualUploader()
        let flusher = OutboxFlusher(tasks: tasks, uploader: uploader)
        flusher.flush()            // scene resigns active
        flusher.flush()            // a photo is queued before the first upload finished
        uploader.completions[0](.success(()))
        uploader.completions[1](.success(()))
        XCTAssertEqual(tasks.ended.sorted(), tasks.begun,
                       "every begun background task must be ended (begun \(tasks.begun))")
    }

    func testExpirationHandlerEndsTask() {
        let tasks = FakeTasks(), uploader = ManualUploader()
        let flusher = OutboxFlusher(tasks: tasks, uploader: uploader)
        flusher.flush()
        tasks.expirations[6]?()
        XCTAssertTrue(uploader.cancelled)
        XCTAssertEqual(tasks.ended, [6], "the expiration handler must end the task it was given")
    }
}
