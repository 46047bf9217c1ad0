import Foundation
import HealthKit

protocol StepSampleSource {
    func samples(matching predicate: NSPredicate, completion: @escaping ([HKQuantitySample]) -> Void)
}

/// Imports step samples when the HKObserverQuery fires (foreground or background wake).
final class StepImporter {
    private let source: StepSampleSource
    private let sink: StepSink
    private var observingSince: Date?

    init(source: StepSampleSource, sink: StepSink) {
        self.source = source
        self.sink = sink
    }

    /// Called when the observer query is registered.
    func observerStarted(at date: Date = Date()) {
        observingSince = date
    }

    /// Called from the observer's update handler.
    func importNewSamples(completion: @escaping () -> Void) {
        let predicate = HKQuery.predicateForSamples(withStart: observingSince, end: nil, options: .strictStartDate)
        source.samples(matching: predicate) { samples in
            self.sink.append(samples)
            completion()
        }
    }
}
