import CapacitorBackgroundRunner
import XCTest
@testable import App

/// Static checks on what ends up in the built app.
final class RunnerConfigTests: XCTestCase {

  func testRunnerSourceIsBundled() throws {
    let config = try XCTUnwrap(BackgroundRunner.shared.config)
    XCTAssertNotNil(Bundle.main.url(forResource: config.src, withExtension: nil, subdirectory: "public"))
  }

  /// The plugin registers and submits a BGAppRefreshTask under the runner's
  /// label, so the label must be a permitted identifier of the built app.
  func testRunnerLabelIsPermittedIdentifier() throws {
    let config = try XCTUnwrap(BackgroundRunner.shared.config)
    let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    XCTAssertTrue(permitted.contains(config.label),
                  "runner label \(config.label) is not in BGTaskSchedulerPermittedIdentifiers \(permitted)")
  }
}
