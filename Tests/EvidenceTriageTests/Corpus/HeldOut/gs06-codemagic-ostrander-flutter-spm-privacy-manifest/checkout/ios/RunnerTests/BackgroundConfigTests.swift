import XCTest

final class BackgroundConfigTests: XCTestCase {
  func testPhotoUploadTaskIsPermitted() {
    let permitted = Bundle.main.object(forInfoDictionaryKey: "BGTaskSchedulerPermittedIdentifiers") as? [String] ?? []
    XCTAssertTrue(permitted.contains("com.ostrander.inspect.photo-upload"))
    let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
    XCTAssertTrue(modes.contains("processing"))
  }
}
