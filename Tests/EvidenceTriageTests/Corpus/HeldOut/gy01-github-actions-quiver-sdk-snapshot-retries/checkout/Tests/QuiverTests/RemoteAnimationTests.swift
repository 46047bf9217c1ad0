// Created by the Quiver maintainers.
import XCTest
@testable import Quiver

final class RemoteAnimationTests: XCTestCase {

  override func setUp() {
    super.setUp()
    TestLogger.install()
    StubURLProtocol.register(fixture: "HamburgerArrow.json", for: URL(string: "https://cdn.example.test/a/hamburger.json")!)
  }

  override func tearDown() {
    StubURLProtocol.unregisterAll()
    super.tearDown()
  }

  func testLoadsRemoteAnimationFromURL() {
    let loaded = expectation(description: "remote animation loaded")
    let view = QuiverAnimationView(url: URL(string: "https://cdn.example.test/a/hamburger.json")!, session: .stubbed) { view, error in
      XCTAssertNil(error)
      XCTAssertNotNil(view.animation)
      loaded.fulfill()
    }
    _ = view
    wait(for: [loaded], timeout: 1)
  }
}
