import BackgroundTasks
import XCTest
@testable import Brindle

final class ContinuedProcessingCapabilityTests: XCTestCase {
    func testGPUResourceSupported() {
        // Needs com.apple.developer.background-tasks.continued-processing.gpu in the signed app.
        XCTAssertTrue(BGTaskScheduler.supportedResources.contains(.gpu),
                      "BGTaskScheduler.supportedResources = \(BGTaskScheduler.supportedResources)")
    }
}
