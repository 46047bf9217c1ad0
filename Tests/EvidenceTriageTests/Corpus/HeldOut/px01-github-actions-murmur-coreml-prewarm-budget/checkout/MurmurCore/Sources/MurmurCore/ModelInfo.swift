import Foundation

public struct ModelInfo: Equatable, Sendable {
    public let identifier: String
    public let displayName: String
    public let sizeMB: Int
    /// Seconds the Core ML prewarm may take before the app gives up waiting.
    public let prewarmTimeoutSeconds: Int
    /// One-off compile time measured on an iPhone 15 Pro Max (ModelLoadingOverlay copy uses this).
    public let documentedCompileSeconds: Int

    public static let defaultPrewarmTimeoutSeconds = 120

    public init(identifier: String, displayName: String, sizeMB: Int,
                prewarmTimeoutSeconds: Int = ModelInfo.defaultPrewarmTimeoutSeconds,
                documentedCompileSeconds: Int) {
        self.identifier = identifier
        self.displayName = displayName
        self.sizeMB = sizeMB
        self.prewarmTimeoutSeconds = prewarmTimeoutSeconds
        self.documentedCompileSeconds = documentedCompileSeconds
    }

    public static let catalogue: [ModelInfo] = [
        ModelInfo(identifier: "parakeet-tdt-0.6b-v3", displayName: "Parakeet v3", sizeMB: 480,
                  documentedCompileSeconds: 17),
        ModelInfo(identifier: "whisper-base", displayName: "Whisper Base", sizeMB: 140,
                  documentedCompileSeconds: 9),
        ModelInfo(identifier: "whisper-small", displayName: "Whisper Small", sizeMB: 460,
                  documentedCompileSeconds: 31),
        ModelInfo(identifier: "whisper-large-v3-turbo_632MB", displayName: "Whisper Turbo (compact)", sizeMB: 632,
                  documentedCompileSeconds: 95),
        ModelInfo(identifier: "whisper-large-v3-turbo_954MB", displayName: "Whisper Turbo", sizeMB: 954,
                  documentedCompileSeconds: 120),
    ]

    public static func forIdentifier(_ id: String) -> ModelInfo? {
        catalogue.first { $0.identifier == id }
    }
}
