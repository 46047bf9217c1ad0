import WatchKit
import os

protocol RuntimeSession: AnyObject {
    var state: WKExtendedRuntimeSessionState { get }
    func start()
    func invalidate()
}

/// One self-care session shared by everything that needs the app to keep
/// running with the screen off (Assist round-trips, database sync).
final class ExtendedRuntimeSessionManager {
    private let log = Logger(subsystem: "com.rowline.watchkitapp", category: "Runtime")
    private let makeSession: () -> RuntimeSession
    private let isAppActive: () -> Bool
    private var holders: Set<String> = []
    private(set) var session: RuntimeSession?
    private(set) var sessionsCreated = 0

    init(makeSession: @escaping () -> RuntimeSession, isAppActive: @escaping () -> Bool) {
        self.makeSession = makeSession
        self.isAppActive = isAppActive
    }

    func acquire(_ holder: String) {
        holders.insert(holder)
        let s = makeSession()
        sessionsCreated += 1
        session = s
        s.start()
        log.info("acquire holder=\(holder, privacy: .public) holders=\(self.holders.count)")
    }

    func release(_ holder: String) {
        holders.remove(holder)
        guard holders.isEmpty else { return }
        session?.invalidate()
        session = nil
    }

    /// Called from the session delegate when watchOS ends the session
    /// (self-care sessions are capped at ten minutes).
    func sessionDidInvalidate(reason: WKExtendedRuntimeSessionInvalidationReason) {
        log.info("session invalidated reason=\(reason.rawValue)")
    }
}
