import Flutter
import XCTest
@testable import Runner

/// Hosted tests: they talk to the running app's engine over the same channel
/// the Dart side uses (flutter_downloader's "vn.hunghd/downloader").
final class DownloaderBridgeTests: XCTestCase {
  private var channel: FlutterMethodChannel!

  override func setUpWithError() throws {
    let delegate = try XCTUnwrap(UIApplication.shared.delegate as? AppDelegate)
    let engine = try XCTUnwrap(delegate.implicitEngineForTesting)
    channel = FlutterMethodChannel(
      name: "vn.hunghd/downloader", binaryMessenger: engine.binaryMessenger)
  }

  func testRegisterCallbackStoresHandle() {
    let done = expectation(description: "registerCallback")
    channel.invokeMethod("registerCallback", arguments: [Int64(4242), 0]) { result in
      XCTAssertNil(result as? FlutterError)
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
  }

  func testInitializeStartsBackgroundIsolate() {
    // Same call FlutterDownloader.initialize() makes from Dart on first use.
    let done = expectation(description: "initialize")
    channel.invokeMethod("initialize", arguments: [Int64(4242), 1, 0]) { result in
      XCTAssertNil(result as? FlutterError, "initialize failed: \(String(describing: result))")
      done.fulfill()
    }
    wait(for: [done], timeout: 10)
  }

  func testEnqueueRejectsMissingSavedDir() {
    let done = expectation(description: "enqueue")
    channel.invokeMethod("enqueue", arguments: [
      "url": "https://cdn.harbourcast.fm/ep/311.mp3", "saved_dir": "",
      "file_name": "311.mp3", "headers": "", "show_notification": false,
      "open_file_from_notification": false, "requires_storage_not_low": false,
      "save_in_public_storage": false, "allow_cellular": true, "timeout": 15000,
    ]) { result in
      XCTAssertNotNil(result as? FlutterError)
      done.fulfill()
    }
    wait(for: [done], timeout: 5)
  }
}
