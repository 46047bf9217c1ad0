import XCTest
import BackgroundTasks
@testable import Harrow

final class SimulatedLaunchTests: XCTestCase {
    func testDigestLaunchRunsHandler() throws {
        let ran = expectation(forNotification: .digestHandlerDidRun, object: nil)
        BGTaskScheduler.shared.perform(NSSelectorFromString("_simulateLaunchForTaskWithIdentifier:"), with: DigestTask.identifier)
        wait(for: [ran], timeout: 20)
    }
}
