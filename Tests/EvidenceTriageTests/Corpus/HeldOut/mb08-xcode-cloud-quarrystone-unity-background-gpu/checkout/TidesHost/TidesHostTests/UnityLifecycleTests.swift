import XCTest
@testable import TidesHost

/// The host app embeds UnityFramework and must forward UIApplication
/// lifecycle to it, so the C# side receives OnApplicationPause.
final class UnityLifecycleTests: XCTestCase {
    private let bridge = UnityMessageBridge.shared

    func testResumeIsForwardedToUnity() {
        let resumed = expectation(description: "OnApplicationPause(false) message from Unity")
        bridge.onMessage("Lifecycle", "paused:false") { resumed.fulfill() }
        NotificationCenter.default.post(name: UIApplication.didBecomeActiveNotification, object: nil)
        wait(for: [resumed], timeout: 5)
    }

    func testPauseIsForwardedWhenAppBackgrounds() {
        let paused = expectation(description: "OnApplicationPause(true) message from Unity")
        bridge.onMessage("Lifecycle", "paused:true") { paused.fulfill() }

        NotificationCenter.default.post(name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)

        // UnityAppController pauses the player on willResignActive; the C# script
        // (Assets/Scripts/Lifecycle.cs) sends "paused:true" from OnApplicationPause.
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        //
        wait(for: [paused], timeout: 5)
    }
}
