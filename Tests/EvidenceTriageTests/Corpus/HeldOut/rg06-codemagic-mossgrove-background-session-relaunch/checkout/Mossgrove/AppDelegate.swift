import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate, BackgroundSessionHost {
    static var onHandleEvents: ((String) -> Void)?
    private var eventsCompletions: [String: () -> Void] = [:]
    private(set) var engines: [String: BackupEngine] = [:]

    func application(_ application: UIApplication,
                     handleEventsForBackgroundURLSession identifier: String,
                     completionHandler: @escaping () -> Void) {
        storeEventsCompletion(completionHandler, for: identifier)
        let library = String(identifier.dropFirst(BackupEngine.sessionPrefix.count + 1))
        engines[library] = engines[library] ?? BackupEngine(library: library, host: self)
        Self.onHandleEvents?(identifier)
    }

    func storeEventsCompletion(_ handler: @escaping () -> Void, for identifier: String) {
        eventsCompletions[identifier] = handler
    }

    func takeEventsCompletion(for identifier: String) -> (() -> Void)? {
        eventsCompletions.removeValue(forKey: identifier)
    }
}
