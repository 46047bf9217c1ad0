import HealthKit

protocol StepSyncing {
    func syncNewSamples(completion: @escaping (Result<Int, Error>) -> Void)
}

protocol StepUploading {
    func upload(_ samples: [StepSample], completion: @escaping (Result<Void, Error>) -> Void)
}

protocol StepSampleSource {
    func samples(after anchor: Int) -> (samples: [StepSample], newAnchor: Int)
}

struct StepSample: Equatable { let start: Date; let count: Int }

/// Anchored delta sync: read everything after the stored anchor, upload it, move the anchor.
final class StepSync: StepSyncing {
    private let source: StepSampleSource
    private let uploader: StepUploading
    private let defaults: UserDefaults
    static let anchorKey = "steps.anchor"

    init(source: StepSampleSource, uploader: StepUploading, defaults: UserDefaults = .standard) {
        self.source = source
        self.uploader = uploader
        self.defaults = defaults
    }

    var anchor: Int { defaults.integer(forKey: Self.anchorKey) }

    func syncNewSamples(completion: @escaping (Result<Int, Error>) -> Void) {
        let (samples, newAnchor) = source.samples(after: anchor)
        guard !samples.isEmpty else { return completion(.success(0)) }
        defaults.set(newAnchor, forKey: Self.anchorKey)
        uploader.upload(samples) { result in
            switch result {
            case .success: completion(.success(samples.count))
            case .failure(let error): completion(.failure(error))
            }
        }
    }
}
