import Foundation
@testable import MarginaliaKit

/// Test double for background URLSessions. Like nsurlsessiond, it keeps one live session per
/// background identifier: a session is released only by invalidateAndCancel() or
/// finishTasksAndInvalidate(); until then every event for the identifier goes to its delegate.
final class StubSessionFactory: URLSessionFactory {
    private var owners: [String: WeakDelegate] = [:]
    private let responses: [String: Data]

    init(responses: [String: Data]) {
        self.responses = responses
    }

    func makeBackgroundSession(identifier: String, delegate: AttachmentDownloader) -> URLSessionProtocol {
        if let owner = owners[identifier], let live = owner.value, live !== delegate {
            NSLog("[StubSessionFactory] background identifier %@ is still owned by a live session (delegate %@); new session for delegate %@ shares its events",
                  identifier, String(describing: ObjectIdentifier(live)), String(describing: ObjectIdentifier(delegate)))
            return StubSession(identifier: identifier, factory: self, responses: responses)
        }
        owners[identifier] = WeakDelegate(delegate)
        return StubSession(identifier: identifier, factory: self, responses: responses)
    }

    func invalidate(identifier: String) {
        owners[identifier] = nil
    }

    func deliver(identifier: String, key: String, location: URL) {
        owners[identifier]?.value?.didFinish(taskDescription: key, location: location)
    }
}
