import Foundation
@testable import MurmurCore

struct FakeCompiler: ModelCompiling {
    var duration: Duration
    var clock: (any Clock<Duration>)? = nil

    func compile(_ identifier: String) async throws {
        if let clock { try await clock.sleep(for: duration) } else { try await Task.sleep(for: duration) }
    }
}
