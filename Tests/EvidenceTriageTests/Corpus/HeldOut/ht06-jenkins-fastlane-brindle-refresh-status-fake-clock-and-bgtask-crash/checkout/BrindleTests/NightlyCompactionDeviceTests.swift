import XCTest
import BackgroundTasks
@testable import Brindle

/// DeviceLab plan only: uses the BGTaskScheduler debug SPI on a real device.
final class NightlyCompactionDeviceTests: XCTestCase {
    func testSimulatedExpirationCompletesProcessingTask() throws {
        let request = BGProcessingTaskRequest(identifier: CompactionTaskRunner.identifier)
        try BGTaskScheduler.shared.submit(request)

        BGTaskDebug.simulateLaunch(CompactionTaskRunner.identifier)
        let started = expectation(for: .recorded(CompactionTaskRunner.identifier, phase: .launch), evaluatedWith: nil)
        wait(for: [started], timeout: 10)

        BGTaskDebug.simulateExpiration(CompactionTaskRunner.identifier)
        let completed = expectation(for: .recorded(CompactionTaskRunner.identifier, phase: .completion), evaluatedWith: nil)
        wait(for: [completed], timeout: 10)
    }
}
