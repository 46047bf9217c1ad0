import XCTest
import ExpoModulesCore
@testable import EXTaskManager

/// Exercises expo-task-manager's per-request bookkeeping the way background
/// location deliveries hit it: several tasks in one request, one of them
/// finishing while the app is moving to the foreground.
final class TaskExecutionRequestTests: XCTestCase {
    func testSingleTaskFinishInvokesCallback() {
        let done = expectation(description: "request callback")
        let request = EXTaskExecutionRequest(callback: { _ in done.fulfill() })
        let task = FakeTask(name: "tidepool-track-location")
        request.add(task)
        request.task(task, didFinishWithResult: NSNumber(value: 1))
        wait(for: [done], timeout: 1)
    }

    func testFinishDuringForegroundTransitionDeliversOnce() {
        var deliveries = 0
        let done = expectation(description: "request callback")
        let service = FakeTaskService()
        let request = EXTaskExecutionRequest(callback: { results in
            deliveries += 1
            service.unregister(request: results)       // mirrors EXTaskService's completion block
            done.fulfill()
        })
        let location = FakeTask(name: "tidepool-track-location")
        let geofence = FakeTask(name: "tidepool-harbor-geofence")
        request.add(location)
        request.add(geofence)
        service.onUnregister = { request.task(geofence, didFinishWithResult: NSNumber(value: 1)) }

        NotificationCenter.default.post(name: UIApplication.willEnterForegroundNotification, object: nil)
        request.task(location, didFinishWithResult: NSNumber(value: 1))
        request.task(geofence, didFinishWithResult: NSNumber(value: 1))

        wait(for: [done], timeout: 2)
        XCTAssertEqual(deliveries, 1, "the request callback must fire exactly once")
    }
}
