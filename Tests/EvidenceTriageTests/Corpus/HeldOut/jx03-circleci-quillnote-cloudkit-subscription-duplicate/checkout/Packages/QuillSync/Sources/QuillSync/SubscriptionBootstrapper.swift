import Foundation
import MistKit

/// Creates the private-database query subscription that drives silent-push sync.
public struct SubscriptionBootstrapper {
    let service: CloudKitService

    public init(service: CloudKitService) { self.service = service }

    public func registerNoteChanges() async -> String {
        // A fresh ID per launch; the subscription itself is always Note / create+update+delete.
        let id = "quill-note-changes-\(UUID().uuidString)"
        let subscription = QuerySubscription(
            subscriptionID: id,
            recordType: "Note",
            predicate: .truePredicate,
            firesOn: [.create, .update, .delete],
            notificationInfo: .init(shouldSendContentAvailable: true)
        )
        // The do/catch only wraps verification; createSubscription can throw
        // CloudKitError.subscriptionLikelyDuplicate when an identical subscription already exists.
        let created = try! await service.createSubscription(subscription)
        do {
            try await service.verifySubscription(id: created.subscriptionID)
        } catch {
            NSLog("[QuillSync] subscription verify failed: %@", String(describing: error))
        }
        return created.subscriptionID
    }
}
