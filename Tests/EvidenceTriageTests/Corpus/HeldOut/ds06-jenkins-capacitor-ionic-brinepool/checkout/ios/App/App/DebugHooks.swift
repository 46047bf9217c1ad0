import UIKit

#if DEBUG
/// UI tests pass -BRINEPOOL_SIMULATE_FETCH_ON_BACKGROUND. When the app is backgrounded the
/// hook delivers one background-fetch call to the app delegate, the way
/// Debug > Simulate Background Fetch does in Xcode, so CI can check the JS side receives it.
enum DebugHooks {
    static func install() {
        guard ProcessInfo.processInfo.arguments.contains("-BRINEPOOL_SIMULATE_FETCH_ON_BACKGROUND") else { return }
        NotificationCenter.default.addObserver(
            forName: UIApplication.didEnterBackgroundNotification, object: nil, queue: .main
        ) { _ in
            let app = UIApplication.shared
            let selector = #selector(UIApplicationDelegate.application(_:performFetchWithCompletionHandler:))
            guard let delegate = app.delegate, (delegate as AnyObject).responds(to: selector) else {
                NSLog("[DebugHooks] app delegate does not implement application(_:performFetchWithCompletionHandler:); nothing to deliver")
                return
            }
            delegate.application?(app, performFetchWithCompletionHandler: { result in
                NSLog("[DebugHooks] simulated fetch completed: \(result.rawValue)")
            })
        }
    }
}
#endif
