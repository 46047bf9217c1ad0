import XCTest
import WebKit
@testable import App

/// Drives the real Capacitor bridge of the host app: evaluates TypeScript-built
/// helpers from the web bundle and waits for their promises.
final class WebBridgeTests: XCTestCase {
  func testLocationSnapshotDispatchCompletes() throws {
    let bridge = try XCTUnwrap(TestHost.shared.bridgeViewController)
    let done = expectation(description: "dispatchEvent(trackLocation) resolves")

    // window.__fieldTest.dispatchLocationSnapshot() builds the payload from the
    // last @capacitor/geolocation position and awaits BackgroundRunner.dispatchEvent.
    bridge.webView?.callAsyncJavaScript(
      "return await window.__fieldTest.dispatchLocationSnapshot();",
      in: nil, in: .page
    ) { result in
      if case .failure(let error) = result { XCTFail("dispatch rejected: \(error)") }
      done.fulfill()
    }

    wait(for: [done], timeout: 30)
  }

  func testBridgeExposesBackgroundRunnerPlugin() throws {
    let bridge = try XCTUnwrap(TestHost.shared.bridgeViewController)
    XCTAssertNotNil(bridge.bridge?.plugin(withName: "BackgroundRunner"))
  }
}
