import XCTest
@testable import Runner

final class AppDelegateSetupTests: XCTestCase {
  func testRegistersGeneratedPluginsOnMainEngine() {
    let delegate = UIApplication.shared.delegate as? FlutterAppDelegate
    XCTAssertNotNil(delegate?.window?.rootViewController as? FlutterViewController)
  }

  func testBackgroundFetchModeIsDeclared() {
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String]
    XCTAssertTrue(modes?.contains("fetch") ?? false)
  }
}
