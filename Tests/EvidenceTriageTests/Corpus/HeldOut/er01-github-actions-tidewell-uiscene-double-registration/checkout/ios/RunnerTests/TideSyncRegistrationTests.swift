import XCTest
import EvidenceRecorder
@testable import Runner
@testable import tide_sync

/// Guards the UIScene migration (Flutter 3.41): plugins are now registered from
/// didInitializeImplicitFlutterEngine, and during the transition some hosts still
/// call GeneratedPluginRegistrant from the old didFinishLaunching location too.
final class TideSyncRegistrationTests: XCTestCase {

  override func setUp() {
    super.setUp()
    let words = name.trimmingCharacters(in: CharacterSet(charactersIn: "-[]")).split(separator: " ")
    setenv("EVIDENCE_TEST_ID", words.joined(separator: "/"), 1)
  }

  override func tearDown() {
    unsetenv("EVIDENCE_TEST_ID")
    super.tearDown()
  }

  /// Every launch handler the host registered at launch must have been accepted.
  func testLaunchHandlersRegisteredDuringLaunch() throws {
    let records = try DiagnosticsFile.read(TideSyncBackground.recorder.fileURL)
    let registrations = records.filter { $0.phase == .registration }
    XCTAssertEqual(Set(registrations.map(\.identifier)),
                   [TideSyncBackground.refreshIdentifier, TideSyncBackground.pruneIdentifier])
    let failed = registrations.filter { $0.outcome != .succeeded }
    XCTAssertTrue(failed.isEmpty,
                  "registrations failed at launch: \(failed.map { "\($0.identifier) (\($0.errorType ?? "nil"))" })")
  }

  /// Old and new template locations may both run GeneratedPluginRegistrant during
  /// the transition; the second pass must not register the handlers again.
  func testRegisteringFromBothTemplateLocationsIsHarmless() {
    TideSyncBackground.launchGate = .open          // simulate the old, in-launch location
    TideSyncBackground.registerHandlers()          // old template location
    TideSyncBackground.registerHandlers()          // new template location
    XCTAssertEqual(TideSyncBackground.launchGate, .open)
  }
}
