import XCTest
@testable import Trailmix

/// Device-lab harness: drives react-native-background-fetch through the real
/// BGTaskScheduler on a physical iPhone (simulated launches do not work in the
/// iOS Simulator). Events arrive from JS through TrailmixTestBridge.
final class BackgroundFetchHarnessTests: XCTestCase {
    private let uploadTask = "com.transistorsoft.trailmix.upload"
    private var bridge: TrailmixTestBridge!

    override func setUp() async throws {
        bridge = try await TrailmixTestBridge.attach(timeout: 20)
    }

    func testFetchEventFinishesWithinBudget() async throws {
        try await bridge.call("BackgroundFetch.scheduleTask", ["taskId": uploadTask, "delay": 0, "periodic": false])
        let start = Date()
        BGDebugHooks.simulateLaunch(forIdentifier: uploadTask)
        let finished = try await bridge.waitForEvent("finish", taskId: uploadTask, timeout: 45)
        XCTAssertTrue(finished)
        XCTAssertLessThan(Date().timeIntervalSince(start), 30, "upload task must finish inside the processing budget we assume")
    }

    func testSimulatedUploadTaskDeliversEvent() async throws {
        try await bridge.call("BackgroundFetch.scheduleTask", ["taskId": uploadTask, "delay": 0, "periodic": false])
        BGDebugHooks.simulateLaunch(forIdentifier: uploadTask)
        let delivered = expectation(description: "upload event delivered to JS")
        bridge.onEvent(uploadTask) { _ in delivered.fulfill() }
        await fulfillment(of: [delivered], timeout: 30)
    }

    /// Runs the upload twice in a row to check the JS side re-arms correctly.
    func testSecondSimulatedFetchDeliversEvent() async throws {
        try await bridge.call("BackgroundFetch.scheduleTask", ["taskId": uploadTask, "delay": 0, "periodic": false])
        let first = expectation(description: "first upload event delivered to JS")
        let second = expectation(description: "second upload event delivered to JS")
        var count = 0
        bridge.onEvent(uploadTask) { _ in
            count += 1
            (count == 1 ? first : second).fulfill()
        }
        BGDebugHooks.simulateLaunch(forIdentifier: uploadTask)
        await fulfillment(of: [first], timeout: 30)

        // Launch it again straight away.
        BGDebugHooks.simulateLaunch(forIdentifier: uploadTask)
        await fulfillment(of: [second], timeout: 30)
    }
}
