import UIKit
import XCTest
@testable import Quayside

/// The legacy UIApplication fetch path (Debug > Simulate Background Fetch, "Launch due to a
/// background fetch event", devices that fall back to the old API) is delivered to the
/// AppDelegate. react-native-background-fetch handles it in its RNBackgroundFetch+AppDelegate
/// category, which must be part of the app target.
final class AppDelegateFetchTests: XCTestCase {
  func testLegacyFetchCompletesHandler() {
    let app = UIApplication.shared
    let delegate = app.delegate!
    let completed = expectation(description: "fetch completion handler called")

    if delegate.responds(to: #selector(UIApplicationDelegate.application(_:performFetchWithCompletionHandler:))) == false {
      NSLog("[QuaysideTests] %@ does not respond to application:performFetchWithCompletionHandler:", String(describing: type(of: delegate)))
    }
    delegate.application?(app, performFetchWithCompletionHandler: { _ in completed.fulfill() })

    wait(for: [completed], timeout: 5)
  }
}
