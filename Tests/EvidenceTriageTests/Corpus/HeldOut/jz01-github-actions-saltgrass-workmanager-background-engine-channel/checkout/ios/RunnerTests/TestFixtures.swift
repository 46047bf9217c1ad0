import Flutter
import XCTest
@testable import Runner

/// Test-only helpers: seed the sqflite queue, a local HTTP stub for the ingest
/// endpoint, and a bridge to call into Dart on the window's engine.
enum TestFixtures {
  static let uploadStub = UploadStub(port: 8931)

  static func seedReadingQueue(count: Int) { ReadingQueueSeeder.reset(pending: count) }
  static func pendingReadingCount() -> Int { ReadingQueueSeeder.pendingCount() }
  static func storeUploadToken(_ token: String) { Keychain.write(token, account: "upload-token") }
  static func startUploadStub() { uploadStub.start() }
  static func stopUploadStub() { uploadStub.stop() }

  static func invokeDart(_ method: String, completion: @escaping (Any?) -> Void) {
    let delegate = UIApplication.shared.delegate as! AppDelegate
    let controller = delegate.window!.rootViewController as! FlutterViewController
    FlutterMethodChannel(name: "saltgrass/test_bridge", binaryMessenger: controller.binaryMessenger)
      .invokeMethod(method, arguments: nil, result: completion)
  }

  static func onQueueDrained(_ handler: @escaping () -> Void) {
    ReadingQueueSeeder.observeDrained(handler)
  }
}
