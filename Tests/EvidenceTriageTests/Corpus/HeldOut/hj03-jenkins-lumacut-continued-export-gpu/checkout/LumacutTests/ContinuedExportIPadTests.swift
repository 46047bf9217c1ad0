import BackgroundTasks
import UIKit
import XCTest
@testable import Lumacut

/// Background GPU access for continued processing is only offered on iPad
/// hardware in the lab, so the end-to-end launch check runs on the iPad lane.
final class ContinuedExportIPadTests: XCTestCase {
    private var scheduler: ExportScheduler!
    private var registry: ExportJobRegistry!

    override func setUpWithError() throws {
        try XCTSkipUnless(UIDevice.current.userInterfaceIdiom == .pad, "iPad-only: background GPU access")
        registry = ExportJobRegistry(pipelineFactory: { _ in .recording() })
        scheduler = ExportScheduler(jobs: registry)
    }

    func testGPUExportLaunchesWithinTenSecondsOnIPad() throws {
        let started = expectation(description: "continued export launch handler invoked")
        registry.onLaunch = { _ in started.fulfill() }

        try scheduler.submit(.fixture(name: "clip-20s"))

        wait(for: [started], timeout: 10)
    }
}
