import Intents

final class LogWaterIntentHandler: NSObject, LogWaterIntentHandling {
    let store: EntryStore

    init(store: EntryStore) { self.store = store }

    func resolveVolume(for intent: LogWaterIntent, with completion: @escaping (LogWaterVolumeResolutionResult) -> Void) {
        guard let ml = intent.volume?.intValue, ml > 0 else {
            completion(.needsValue()); return
        }
        completion(.success(with: ml))
    }

    func handle(intent: LogWaterIntent, completion: @escaping (LogWaterIntentResponse) -> Void) {
        let ml = intent.volume?.intValue ?? 250
        store.add(Entry(millilitres: ml, date: Date()))
        NSLog("[Intents] handled LogWaterIntent volume=%d", ml)
        completion(LogWaterIntentResponse.success(volume: NSNumber(value: ml)))
    }
}
