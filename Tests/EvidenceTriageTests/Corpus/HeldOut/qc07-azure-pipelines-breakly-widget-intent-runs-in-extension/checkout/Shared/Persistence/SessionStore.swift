import Foundation
import OSLog
import SwiftData

@MainActor
final class SessionStore {
    static let shared = SessionStore()
    let container: ModelContainer

    private init() {
        // Default location: the running process's own Application Support.
        let config = ModelConfiguration("Breakly")
        container = try! ModelContainer(for: BreakSession.self, configurations: config)
        Logger(subsystem: "app.breakly", category: "store")
            .info("SessionStore opened at \(config.url.path, privacy: .public)")
    }

    func insert(_ s: BreakSession) throws {
        container.mainContext.insert(s)
        try container.mainContext.save()
    }

    func count() throws -> Int {
        try container.mainContext.fetchCount(FetchDescriptor<BreakSession>())
    }
}

enum SharedState {
    static let defaults = UserDefaults(suiteName: "group.app.breakly")!
}
