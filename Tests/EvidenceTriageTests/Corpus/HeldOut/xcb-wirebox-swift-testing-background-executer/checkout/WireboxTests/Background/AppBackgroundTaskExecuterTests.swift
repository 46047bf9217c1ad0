//
// Wirebox - a secure messenger
// Copyright (C) 2026 Wirebox GmbH
//

import Foundation
import Synchronization
import Testing
import UIKit
@testable import Wirebox

@Suite("AppBackgroundTaskExecuter")
@MainActor
struct AppBackgroundTaskExecuterTests {

    private let application = MockBackgroundTaskApplication()
    private let events = Mutex<[String]>([])

    private func makeSUT() -> AppBackgroundTaskExecuter {
        AppBackgroundTaskExecuter(application: application)
    }

    @Test("Begins and ends a background task around the operation")
    func beginsAndEndsBackgroundTask() async throws {
        let sut = makeSUT()

        let value = try await sut.execute(name: "fetch") { 42 }

        #expect(value == 42)
        #expect(application.beginCount == 1)
        #expect(application.endedIdentifiers == [UIBackgroundTaskIdentifier(rawValue: 30)])
    }

    @Test("Ends the background task when the operation throws")
    func endsBackgroundTaskWhenOperationThrows() async {
        let sut = makeSUT()

        await #expect(throws: TestError.self) {
            try await sut.execute(name: "sync") { throw TestError() }
        }
        #expect(application.endedIdentifiers.count == 1)
    }

    @Test("Expiry waits for the operation to finish cancelling before ending the task")
    func expiryAwaitsCancellationBeforeEndingTask() async throws {
        let sut = makeSUT()
        let started = AsyncStream<Void>.makeStream()
        application.onEnd = { [events] _ in events.withLock { $0.append("endBackgroundTask") } }

        let work = Task {
            try await sut.execute(name: "decrypt") { [events] in
                started.continuation.yield()
                do {
                    try await Task.sleep(for: .seconds(30))
                } catch {
                    // Simulates the decryptor flushing its session state after cancellation.
                    try? await Task.sleep(for: .milliseconds(50))
                    events.withLock { $0.append("operationCancelled") }
                    throw error
                }
            }
        }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()

        events.withLock { $0.append("expire") }
        application.fireExpirationHandler()
        _ = await work.result

        #expect(events.withLock { $0 } == ["expire", "operationCancelled", "endBackgroundTask"])
    }

    @Test("Does not resume the operation after the app returns to the foreground")
    func operationDoesNotResumeAfterForegrounding() async throws {
        let sut = makeSUT()
        let didRunAfterForeground = Mutex(false)
        let started = AsyncStream<Void>.makeStream()

        let work = Task {
            try await sut.execute(name: "send-queue") {
                started.continuation.yield()
                try? await Task.sleep(for: .milliseconds(200))
                // A cancelled operation must not keep going once the app is foregrounded.
                if !Task.isCancelled {
                    didRunAfterForeground.withLock { $0 = true }
                }
            }
        }
        var iterator = started.stream.makeAsyncIterator()
        await iterator.next()

        application.fireExpirationHandler()
        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        _ = await work.result

        #expect(didRunAfterForeground.withLock { $0 } == false)
    }
}

private struct TestError: Error {}
