import Flutter
import XCTest
@testable import Runner

/// The vault channel on the window's (foreground) engine.
final class DeviceVaultChannelTests: XCTestCase {
  func testReadTokenOnForegroundEngine() {
    TestFixtures.storeUploadToken("fixture-token")
    let done = expectation(description: "readToken answered")
    TestFixtures.invokeDart("readVaultToken") { value in
      XCTAssertEqual(value as? String, "fixture-token")
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
  }

  func testUnknownMethodIsNotImplemented() {
    let done = expectation(description: "unknown method")
    TestFixtures.invokeDart("callVault:wipe") { value in
      XCTAssertTrue((value as? NSObject) === FlutterMethodNotImplemented)
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
  }
}
