import Foundation

public protocol ModelPreparing: Sendable {
    func prepare(backend: String, repoID: String) async throws
}

public protocol BackendInstalling: Sendable {
    func install(backend: String) async throws
}

/// Gets the on-device fraud and OCR backends ready. Each backend is prepared on its own task:
/// the two never depend on each other, so there is no ordering between them.
public struct BackendWarmup {
    public struct Backend: Hashable, Sendable {
        public let name: String
        public let repoID: String
        public init(name: String, repoID: String) { self.name = name; self.repoID = repoID }
    }

    let preparer: ModelPreparing
    let installer: BackendInstalling

    public init(preparer: ModelPreparing, installer: BackendInstalling) {
        self.preparer = preparer
        self.installer = installer
    }

    public func ensureReady(_ backends: [Backend]) async throws {
        try await withThrowingTaskGroup(of: Void.self) { group in
            for backend in backends {
                group.addTask {
                    try await installer.install(backend: backend.name)
                    try await preparer.prepare(backend: backend.name, repoID: backend.repoID)
                }
            }
            try await group.waitForAll()
        }
    }
}
