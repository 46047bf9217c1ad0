import Foundation

public protocol TranscriptionEngine: Sendable {
    func prepare() async throws
}

public final class ModelDownloader: @unchecked Sendable {
    let whisper: TranscriptionEngine
    let parakeet: TranscriptionEngine

    public init(whisper: TranscriptionEngine, parakeet: TranscriptionEngine) {
        self.whisper = whisper
        self.parakeet = parakeet
    }

    public func prepareWhisper(_ info: ModelInfo) async throws {
        try await withPrewarmTimeout(seconds: info.prewarmTimeoutSeconds) { try await self.whisper.prepare() }
    }

    public func prepareParakeet(_ info: ModelInfo) async throws {
        try await parakeet.prepare()
    }
}
