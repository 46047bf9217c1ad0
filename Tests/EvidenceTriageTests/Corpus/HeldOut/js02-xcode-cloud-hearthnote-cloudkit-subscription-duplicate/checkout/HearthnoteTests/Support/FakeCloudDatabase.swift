import CloudKit
@testable import Hearthnote

/// In-memory stand-in for the private database. Mirrors what the server does with
/// subscriptions: uniqueness is by record type + predicate + firesOn, not by ID, and
/// a duplicate save fails with CKError.serverRejectedRequest (15/2032).
actor FakeCloudDatabase: CloudDatabase {
    private(set) var subscriptions: [String: CKQuerySubscription] = [:]
    private(set) var saveCount = 0
    var subscriptionIDs: [String] { subscriptions.keys.sorted() }

    init(seed: [CKQuerySubscription] = []) {
        for s in seed { subscriptions[s.subscriptionID] = s }
    }

    func allSubscriptionIDs() async throws -> [String] { subscriptionIDs }

    func save(_ subscription: CKSubscription) async throws {
        saveCount += 1
        guard let query = subscription as? CKQuerySubscription else { return }
        await Task.yield()   // the server round trip
        if let twin = subscriptions.values.first(where: {
            $0.recordType == query.recordType && $0.predicate == query.predicate
                && $0.querySubscriptionOptions == query.querySubscriptionOptions }) {
            throw CKError(.serverRejectedRequest, userInfo: [
                NSLocalizedDescriptionKey: "Server Rejected Request",
                "ServerErrorDescription": "subscription is duplicate of '\(twin.subscriptionID)'",
                "ContainerID": "iCloud.com.hearthnote.notes",
                NSUnderlyingErrorKey: NSError(domain: "CKInternalErrorDomain", code: 2032)])
        }
        subscriptions[query.subscriptionID] = query
    }

    func deleteSubscription(withID id: String) async throws {
        await Task.yield()
        subscriptions[id] = nil
    }
}
