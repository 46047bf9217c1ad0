import HealthKit

struct RestingHeartRateSync {
    let store: HealthStoreReading
    let api: UploadAPI
    let anchors: AnchorStore

    @discardableResult
    func run() async throws -> Int {
        let (samples, newAnchor) = try await store.anchoredSamples(.restingHeartRate, after: anchors.anchor(for: .restingHeartRate))
        anchors.save(newAnchor, for: .restingHeartRate)      // saved first so a crash mid-upload doesn't re-send
        try await api.upload(samples.map(UploadSample.init))
        return samples.count
    }
}
