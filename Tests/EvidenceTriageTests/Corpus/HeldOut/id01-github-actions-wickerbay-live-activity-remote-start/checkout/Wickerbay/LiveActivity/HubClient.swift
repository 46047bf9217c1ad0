import ActivityKit
import Foundation

protocol HubClient: Sendable {
    func register(pushToStartToken: String) async
    func register(updateToken: String, tag: String) async
}

struct HomeStatusAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var message: String
        var progress: Double?
    }

    var tag: String
    var title: String
}
