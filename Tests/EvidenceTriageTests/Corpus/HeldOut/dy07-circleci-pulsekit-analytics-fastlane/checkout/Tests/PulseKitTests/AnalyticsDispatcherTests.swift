import XCTest
@testable import PulseKit

final class AnalyticsDispatcherTests: XCTestCase {
    private final class RecordingBackgroundTasks: BackgroundTaskManaging {
        var begun: [String?] = []
        var ended: [UIBackgroundTaskIdentifier] = []
        func beginBackgroundTask(named: String?, expirationHandler: (() -> Void)?) -> UIBackgroundTaskIdentifier {
            begun.append(named)
            return UIBackgroundTaskIdentifier(rawValue: 401 + begun.count - 1)
        }
        func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) { ended.append(identifier) }
    }

    func testNonConversionEventIsBatched() {
        let batcher = RecordingBatcher()
        let dispatcher = AnalyticsDispatcher(transport: StubTransport(), batcher: batcher, backgroundTasks: RecordingBackgroundTasks())
        dispatcher.track(.init(name: "screen:cart", isConversion: false))
        XCTAssertEqual(batcher.enqueued.map(\.name), ["screen:cart"])
    }

    /// The app is suspended right after UIApplication.open() hands off to the wallet app;
    /// the send must hold a UIKit background task until the request finishes.
    func testConversionEventIsProtectedByBackgroundTask() async {
        let tasks = RecordingBackgroundTasks()
        let transport = StubTransport()
        let sent = expectation(description: "conversion sent")
        transport.onSend = { _ in sent.fulfill() }
        let dispatcher = AnalyticsDispatcher(transport: transport, batcher: RecordingBatcher(), backgroundTasks: tasks)

        dispatcher.track(.init(name: "checkout:app-switch-open:succeeded", isConversion: true))
        await fulfillment(of: [sent], timeout: 2)

        XCTAssertEqual(tasks.begun.count, 1, "conversion send must run inside beginBackgroundTask; Task(priority: .background) is not an iOS background task")
        XCTAssertEqual(tasks.ended, [UIBackgroundTaskIdentifier(rawValue: 401)])
    }
}
