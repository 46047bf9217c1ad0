import BackgroundTasks
import XCTest
@testable import Sable

final class RiskRefreshTaskTests: XCTestCase {
    func testSingleDownloadCompletesTask() {
        let task = FakeBackgroundTask(identifier: "app.sable.exposure.risk-refresh")
        let provider = RiskProvider(downloader: StubPackageDownloader(packages: 1))
        let done = expectation(description: "completed")
        task.onComplete = { _ in done.fulfill() }
        RiskRefreshTask(provider: provider).handle(task)
        wait(for: [done], timeout: 5)
    }

    func testOverlappingDownloadsCompleteOnce() {
        let task = FakeBackgroundTask(identifier: "app.sable.exposure.risk-refresh")
        let provider = RiskProvider(downloader: StubPackageDownloader(packages: 3, delay: 0.05))
        provider.requestRisk()          // foreground refresh already running
        let done = expectation(description: "completed once")
        task.onComplete = { _ in done.fulfill() }
        RiskRefreshTask(provider: provider).handle(task)
        wait(for: [done], timeout: 5)
        XCTAssertEqual(task.completionCount, 1)
    }
}
