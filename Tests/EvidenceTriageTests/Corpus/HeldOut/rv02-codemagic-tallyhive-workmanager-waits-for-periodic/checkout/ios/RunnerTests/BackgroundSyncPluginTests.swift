import XCTest
import BackgroundTasks
import Flutter
@testable import Runner

final class FakeTaskScheduler: TaskScheduling {
  var submitted: [String] = []
  func submit(_ request: BGTaskRequest) throws { submitted.append(request.identifier) }
  func cancel(taskRequestWithIdentifier identifier: String) { submitted.removeAll { $0 == identifier } }
  func pendingIdentifiers() -> [String] { submitted }
}

final class BackgroundSyncPluginTests: XCTestCase {
  func testRegisterPeriodicTaskSubmitsRefreshRequest() {
    let fake = FakeTaskScheduler()
    let bridge = BackgroundSyncBridge(scheduler: fake)
    bridge.handle(FlutterMethodCall(methodName: "registerPeriodicTask",
                                    arguments: ["uniqueName": "ledger-sync"])) { _ in }
    XCTAssertEqual(fake.pendingIdentifiers(), ["com.tallyhive.app.periodicSync"])
  }

  func testCancelByUniqueNameRemovesPendingRequest() {
    let fake = FakeTaskScheduler()
    let bridge = BackgroundSyncBridge(scheduler: fake)
    bridge.handle(FlutterMethodCall(methodName: "registerPeriodicTask",
                                    arguments: ["uniqueName": "ledger-sync"])) { _ in }
    bridge.handle(FlutterMethodCall(methodName: "cancelByUniqueName",
                                    arguments: ["uniqueName": "ledger-sync"])) { _ in }
    XCTAssertEqual(fake.pendingIdentifiers(), [])
  }

  /// End-to-end: the periodic sync should reach the Dart callback dispatcher.
  func testPeriodicSyncFiresAfterFifteenMinutes() {
    let bridge = BackgroundSyncBridge()
    let dispatched = expectation(description: "callbackDispatcher invoked for periodicSync")
    bridge.onCallbackDispatched = { dispatched.fulfill() }
    bridge.handle(FlutterMethodCall(methodName: "registerPeriodicTask",
                                    arguments: ["uniqueName": "ledger-sync", "initialDelaySeconds": 900])) { _ in }
    wait(for: [dispatched], timeout: 960)
  }
}
