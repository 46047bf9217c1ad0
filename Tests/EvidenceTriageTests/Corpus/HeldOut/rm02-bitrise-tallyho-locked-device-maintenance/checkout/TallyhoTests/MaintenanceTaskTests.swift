import XCTest
import BackgroundTasks
@testable import Tallyho

/// Runs on the device lab (iPhone 15, passcode set). LabHarness drives lock state over the lab agent.
final class MaintenanceTaskTests: XCTestCase {
    var app: AppDelegate { UIApplication.shared.delegate as! AppDelegate }

    func testMaintenanceCompletesWhileDeviceLocked() throws {
        let done = expectation(description: "maintenance finished")
        var result: Error?
        app.maintenance.onFinish = { result = $0; done.fulfill() }
        try app.maintenance.schedule(requiresPower: false)
        try LabHarness.lockDevice()
        LabHarness.simulateLaunch(forTaskWithIdentifier: MaintenanceTask.identifier)
        wait(for: [done], timeout: 120)
        XCTAssertNil(result, "maintenance failed while locked")
    }

    func testTokenReadableWhileDeviceLocked() throws {
        try TokenStore().saveAPIToken("tk_lab_4410")
        try LabHarness.lockDevice()
        defer { try? LabHarness.unlockDevice() }
        XCTAssertEqual(try TokenStore().readAPIToken(), "tk_lab_4410")
    }

    func testMaintenanceRunsOvernightOnPower() throws {
        let ran = expectation(description: "maintenance ran on power")
        app.maintenance.onFinish = { _ in ran.fulfill() }
        try app.maintenance.schedule(requiresPower: true)
        try LabHarness.connectPower()
        wait(for: [ran], timeout: 1800)
    }
}
