import XCTest
@testable import Pinwheel

final class SessionClientTests: XCTestCase {
    private var host: RecordingTaskHost!
    private var queue: ManualOperationQueue!
    private var client: SessionClient!

    override func setUp() {
        host = RecordingTaskHost(firstIdentifier: 7)
        queue = ManualOperationQueue()
        client = SessionClient(application: host, queue: queue)
    }

    func testBackgroundingStartsNamedTask() {
        client.applicationDidEnterBackground()
        XCTAssertEqual(host.begunNames, ["com.pinwheel.SessionBackgroundTask"])
    }

    func testEnteringForegroundEndsPendingBackgroundTask() {
        client.applicationDidEnterBackground()
        client.applicationWillEnterForeground()
        XCTAssertEqual(host.endedIdentifiers, [7])
        XCTAssertEqual(client.bgTask, .invalid)
    }

    func testRapidBackgroundForegroundDoesNotLeakTasks() {
        for _ in 0..<3 {
            client.applicationDidEnterBackground()
            client.applicationWillEnterForeground()
        }
        XCTAssertEqual(host.activeIdentifiers.count, 0)
    }
}
