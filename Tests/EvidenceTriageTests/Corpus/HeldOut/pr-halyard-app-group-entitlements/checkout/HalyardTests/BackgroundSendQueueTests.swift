//
//  BackgroundSendQueueTests.swift
//

import XCTest
@testable import Halyard

final class BackgroundSendQueueTests: XCTestCase {
    func testEndsBackgroundTaskWhenQueueDrains() async throws {
        let app = FakeBackgroundTaskApplication()
        let queue = BackgroundSendQueue(application: app, transport: MockTransport(delay: .zero))
        queue.enqueue(.fixture(count: 3))
        await queue.applicationDidEnterBackground()
        await queue.waitUntilIdle()
        XCTAssertEqual(app.endedTaskIdentifiers, app.begunTaskIdentifiers, "every beginBackgroundTask must be ended once the queue drains")
    }

}
