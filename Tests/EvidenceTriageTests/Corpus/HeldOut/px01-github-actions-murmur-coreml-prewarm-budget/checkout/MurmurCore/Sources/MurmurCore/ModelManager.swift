import Foundation
import os

public enum PrewarmOutcome: Equatable, Sendable, CustomStringConvertible {
    case ready
    case failed(timeout: Int)
    public var description: String {
        switch self {
        case .ready: return "ready"
        case .failed(let s): return "failed(timeout: \(s))"
        }
    }
}

public protocol ModelCompiling: Sendable {
    func compile(_ identifier: String) async throws
}

public final class ModelManager: @unchecked Sendable {
    private let compiler: ModelCompiling
    private let clock: any Clock<Duration>
    private let log = Logger(subsystem: "com.murmurlabs.murmur", category: "ModelPrewarm")
    private var isBackgrounded = false

    public init(compiler: ModelCompiling, clock: any Clock<Duration> = ContinuousClock()) {
        self.compiler = compiler
        self.clock = clock
    }

    public func sceneDidEnterBackground() { isBackgrounded = true }
    public func sceneWillEnterForeground() { isBackgrounded = false }

    public func prewarm(_ identifier: String) async -> PrewarmOutcome {
        let seconds = ModelInfo.forIdentifier(identifier)?.prewarmTimeoutSeconds
            ?? ModelInfo.defaultPrewarmTimeoutSeconds
        log.info("modelPrewarmStarted name=\(identifier, privacy: .public)")
        let started = clock.now
        let compileTask = Task { try await compiler.compile(identifier) }
        let outcome: PrewarmOutcome = await withTaskGroup(of: PrewarmOutcome?.self) { group in
            group.addTask {
                do { try await compileTask.value; return .ready } catch { return nil }
            }
            group.addTask { [clock] in
                try? await clock.sleep(for: .seconds(seconds))
                return .failed(timeout: seconds)
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first ?? .failed(timeout: seconds)
        }
        if case .failed = outcome {
            log.error("modelPrewarmTimeout name=\(identifier, privacy: .public) timeout=\(seconds)s")
            Task { [log, clock] in
                _ = try? await compileTask.value
                let ms = started.duration(to: clock.now).components.seconds * 1000
                log.info("abandonedCompileLanded afterMs=\(ms) budget=\(seconds)s outcome=success")
            }
        }
        return outcome
    }
}
