import ActivityKit
import Foundation
@testable import Wickerbay

final class FakeActivityHandle: ActivityHandle {
    let id: String
    let tag: String
    var state: ActivityState
    let tokens: [Data]

    init(id: String, tag: String, state: ActivityState = .active, tokens: [Data]) {
        self.id = id
        self.tag = tag
        self.state = state
        self.tokens = tokens
    }

    var pushTokenUpdates: AsyncStream<Data> {
        AsyncStream { continuation in
            tokens.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }
}

final class FakeActivityCenter: ActivityCenter {
    var activities: [ActivityHandle] = []
    var remotelyStarted: [ActivityHandle] = []
    var pushToStartTokens: [Data] = []

    var activityUpdates: AsyncStream<ActivityHandle> {
        AsyncStream { continuation in
            remotelyStarted.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }

    var pushToStartTokenUpdates: AsyncStream<Data> {
        AsyncStream { continuation in
            pushToStartTokens.forEach { continuation.yield($0) }
            continuation.finish()
        }
    }
}

actor RecordingHub: HubClient {
    private(set) var updateTokens: [(token: String, tag: String)] = []
    private(set) var pushToStartTokens: [String] = []

    func register(pushToStartToken: String) async { pushToStartTokens.append(pushToStartToken) }
    func register(updateToken: String, tag: String) async { updateTokens.append((updateToken, tag)) }

    var registeredTags: [String] { updateTokens.map(\.tag) }
}
