import XCTest

final class BackgroundFetchConfigTests: XCTestCase {

    func testInfoPlistEnablesBackgroundFetch() {
        let modes = Bundle.main.object(forInfoDictionaryKey: "UIBackgroundModes") as? [String] ?? []
        XCTAssertTrue(modes.contains("fetch"),
                      "UIBackgroundModes must contain \"fetch\" for cordova-plugin-background-fetch; got \(modes)")
    }

    func testAppDelegateForwardsFetch() {
        let delegate = UIApplication.shared.delegate as AnyObject
        XCTAssertTrue(delegate.responds(to: #selector(UIApplicationDelegate.application(_:performFetchWithCompletionHandler:))))
    }
}
