//
//  TariffRollupJob.swift
//  Tallowmere
//
//  Nightly processing task: rolls each household's half-hourly meter reads
//  up into tariff bands and writes the month-to-date bill estimate.
//

import Foundation

protocol RollupProgress: AnyObject {
    func rollupDidAdvance(completed: Int, of total: Int)
}

final class TariffRollupJob {
    private let store: ReadingStore
    private let tariffs: TariffTable
    private let worker = DispatchQueue(label: "com.tallowmere.rollup")
    weak var progress: RollupProgress?

    /// Households with more meters than this report progress to the UI.
    static let progressThreshold = 200

    init(store: ReadingStore, tariffs: TariffTable) {
        self.store = store
        self.tariffs = tariffs
    }

    /// Entry point for the BGProcessingTask handler and for the Settings
    /// "Recalculate now" button.
    func run(households: [Household], completion: @escaping (Result<Int, Error>) -> Void) {
        worker.async {
            completion(self.rollup(households: households))
        }
    }

    /// Synchronous wrapper kept for callers that are not async yet.
    func runBlocking(households: [Household]) throws -> Int {
        let done = DispatchSemaphore(value: 0)
        var result: Result<Int, Error> = .success(0)
        run(households: households) {
            result = $0
            done.signal()
        }
        done.wait()
        return try result.get()
    }

    private func rollup(households: [Household]) -> Result<Int, Error> {
        var written = 0
        for household in households {
            let meters = store.meters(for: household.id)
            for (index, meter) in meters.enumerated() {
                let reads = store.halfHourlyReads(meter: meter.id, month: household.billingMonth)
                let bands = tariffs.bands(for: household.tariffID)
                do {
                    try store.writeEstimate(Estimate(meter: meter.id, bands: bands.apply(to: reads)))
                } catch {
                    return .failure(error)
                }
                written += 1
                if meters.count > Self.progressThreshold, index % 50 == 0 {
                    // UIKit consumers need this on the main thread.
                    DispatchQueue.main.sync {
                        self.progress?.rollupDidAdvance(completed: index, of: meters.count)
                    }
                }
            }
        }
        return .success(written)
    }
}
