import ActivityKit
import Foundation

/// Where push-to-start tokens come from: ActivityKit in the app, a script in tests.
protocol ActivityTokenSource {
    var name: String { get }
    var pushToStartTokenUpdates: AsyncStream<String> { get }
    /// Synchronous read of the current token (nil until iOS has issued one).
    var currentPushToStartToken: String? { get }
}

@available(iOS 17.2, *)
struct ActivityKitTokenSource<A: ActivityAttributes>: ActivityTokenSource {
    var name: String { "pushToStartTokenUpdates" }
    /// ActivityKit yields here when a push-to-start token is issued or changes.
    var pushToStartTokenUpdates: AsyncStream<String> {
        AsyncStream { c in
            Task { for await data in Activity<A>.pushToStartTokenUpdates { c.yield(data.hexString) } }
        }
    }
    var currentPushToStartToken: String? { Activity<A>.pushToStartToken?.hexString }
}
