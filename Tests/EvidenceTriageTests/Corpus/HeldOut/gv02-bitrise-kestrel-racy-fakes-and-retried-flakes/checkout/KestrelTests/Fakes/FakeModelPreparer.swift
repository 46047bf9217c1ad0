import Foundation
@testable import KestrelCore

/// Records what was prepared. Called from the warmup's concurrent tasks.
final class FakeModelPreparer: ModelPreparing, @unchecked Sendable {
    var prepared: [String] = []
    var repoIDs: [String] = []

    func prepare(backend: String, repoID: String) async throws {
        prepared.append(backend)
        repoIDs.append(repoID)
    }
}

final class FakeBackendInstaller: BackendInstalling, @unchecked Sendable {
    var installed: [String] = []

    func install(backend: String) async throws {
        installed.append(backend)
    }
}
