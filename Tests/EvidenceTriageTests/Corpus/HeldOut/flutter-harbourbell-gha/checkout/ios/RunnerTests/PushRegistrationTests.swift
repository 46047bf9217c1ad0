import UIKit
import XCTest
@testable import Runner

/// Talks to the real UIApplication of the host app: registration goes through
/// APNs (the Simulator supports remote notification registration on Apple
/// silicon hosts) and FirebaseMessaging's swizzled delegate.
final class PushRegistrationTests: XCTestCase {
  private var registrationError: Error?
  private var deviceToken: Data?

  override func setUp() {
    super.setUp()
    PushRegistrar.shared.reset()
  }

  func testRegistersForRemoteNotifications() {
    let callback = expectation(description: "APNs registration callback")
    PushRegistrar.shared.onResult = { [weak self] result in
      switch result {
      case .success(let token): self?.deviceToken = token
      case .failure(let error): self?.registrationError = error
      }
      callback.fulfill()
    }

    UIApplication.shared.registerForRemoteNotifications()
    wait(for: [callback], timeout: 15)

    XCTAssertNil(registrationError, "APNs registration failed")
    XCTAssertNotNil(deviceToken)
  }

  func testTokenIsForwardedToMessaging() {
    PushRegistrar.shared.didRegister(token: Data([0xDE, 0xAD, 0xBE, 0xEF]))
    XCTAssertEqual(PushRegistrar.shared.lastForwardedTokenHex, "deadbeef")
  }
}
