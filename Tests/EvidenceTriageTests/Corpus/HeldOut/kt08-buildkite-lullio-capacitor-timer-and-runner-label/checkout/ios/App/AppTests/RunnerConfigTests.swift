import XCTest
@testable import App

final class RunnerConfigTests: XCTestCase {
    func testBackgroundRunnerIdentifierIsPermitted() throws {
        let label = try XCTUnwrap(CapacitorRunnerConfig.load().label)
        let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
        XCTAssertTrue(permitted.contains(label), "BackgroundRunner label \(label) is not in BGTaskSchedulerPermittedIdentifiers \(permitted)")
    }
}
