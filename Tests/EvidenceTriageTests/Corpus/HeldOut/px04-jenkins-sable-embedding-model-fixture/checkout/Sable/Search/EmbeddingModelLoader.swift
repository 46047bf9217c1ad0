import CoreML
import Foundation

enum EmbeddingModelLoader {
    /// Compiles an .mlmodel at runtime (fixtures and downloaded updates are not compiled by Xcode).
    static func load(from url: URL, computeUnits: MLComputeUnits = .cpuAndNeuralEngine) throws -> MLModel {
        let compiled = try MLModel.compileModel(at: url)
        let config = MLModelConfiguration()
        config.computeUnits = computeUnits
        return try MLModel(contentsOf: compiled, configuration: config)
    }
}
